// Setup file of the emulator project (runs inside workerd before each test file). Its files run one after another in
// one runtime (`isolate: false` in ./vitest.config.ts, decision 124): each starts from an emulator whose switches and
// records a file before it left are cleared, as a runtime of its own gave it.
import { SELF } from 'cloudflare:test';
import { beforeAll } from 'vitest';
import { clearEmulatorState } from '../emulator-state.ts';

beforeAll(() => clearEmulatorState((path, init) => SELF.fetch(`https://emulator.local${path}`, init)));
