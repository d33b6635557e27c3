// Setup file of the worker project (runs inside workerd before each test file).
//
// The project's files run one after another in one runtime (`isolate: false` in ./vitest.config.ts): a file no
// longer pays for a workerd of its own and for compiling the whole app again inside it, which was most of the
// suite's time. So each file starts here from what a runtime of its own gave it: empty storage (KV, the cache),
// the emulator's switches and records cleared, the worker's per-isolate memories and the helpers' signed-in sessions
// forgotten. Vitest itself restores mocks between files; rate limit bindings keep counting, so tests take client
// addresses never used before (newClientIp in ./helpers.ts). A memory added to the worker needs its `forget…` here too (docs/development.md).
import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll } from 'vitest';
import { forgetLoginInfo } from '../../worker/app-api/login-info-cache';
import { forgetAccessToken } from '../../worker/app-api/token';
import { forgetMemory } from '../../worker/content/cache';
import { forgetKvHealth } from '../../worker/content/kv-calls';
import { forgetPurgeLog } from '../../worker/content/purge-log';
import { forgetQueryBudgets } from '../../worker/content/query-budget';
import { forgetInflight } from '../../worker/content/service';
import { forgetUsedStamps } from '../../worker/forms/no-script-check';
import { forgetIsolateCounts } from '../../worker/forms/rate-limit';
import { forgetLanguages } from '../../worker/guards/services';
import { disarmKvFault } from '../../worker/local/kv-faults';
import { forgetRedirectTable } from '../../worker/redirects/lookup';
import { forgetSearchIsolateCounts } from '../../worker/search/rate-limit';
import { clearEmulatorState } from './emulator-state';
import { forgetSessions } from './helpers';

beforeAll(async () => {
  disarmKvFault();
  await clearEmulatorState((path, init) => env.EMULATOR!.fetch(`https://emulator.local${path}`, init));
  await reset();
  for (const forget of [
    forgetMemory,
    forgetKvHealth,
    forgetPurgeLog,
    forgetQueryBudgets,
    forgetInflight,
    forgetUsedStamps,
    forgetIsolateCounts,
    forgetSearchIsolateCounts,
    forgetLanguages,
    forgetRedirectTable,
    forgetAccessToken,
  ])
    forget();
  await forgetLoginInfo();
  forgetSessions();
});
