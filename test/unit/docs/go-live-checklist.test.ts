// The go-live checklist of docs/operations.md and the checks that refuse its steps left undone (issue 28, decision
// 115): every message the checklist quotes under "refused by" is one the deploy build or the starting worker gives
// for a config that skipped that step, and the checklist names every step ops must take.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deployProblems } from '../../../build/deploy-safety/problems.ts';
import { localDemoValues } from '../../../worker/config/demo-values.ts';
import { parseConfig } from '../../../worker/config/index.ts';

const operations = readFileSync(new URL('../../../docs/operations.md', import.meta.url), 'utf8');
const section = operations.slice(
  operations.indexOf('## Go-live checklist'),
  operations.indexOf('\n## ', operations.indexOf('## Go-live checklist') + 1),
);
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| step') && !line.startsWith('|---'))
  .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '')));

/** The quoted messages of a "refused by" cell after `build` or `start` (e.g. `build and start: \`…\``). */
function quoted(cell: string, side: 'build' | 'start'): string[] {
  return cell
    .split(';')
    .filter((part) => new RegExp(`\\b${side}\\b[^:]*:`).test(part))
    .flatMap((part) => [...part.matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
}

/** A production config that skipped every checked step: no containers, no bot check, no routes, no secrets. */
const skipped = {
  ENVIRONMENT: 'production',
  BASE_PATH: '',
  DEMO_MODE: 'false',
  LOG_LEVEL: 'info',
  KONTENT_ENVIRONMENT_ID: '8d3c2b1a-5e4f-4a6b-9c8d-7e6f5a4b3c2d',
  KONTENT_DELIVERY_URL: 'https://deliver.kontent.ai',
  KONTENT_PREVIEW_URL: 'https://preview-deliver.kontent.ai',
  APP_API_URL: 'https://app-api.retail.example.com',
  GTM_CONTAINER_IDS: '',
  RECAPTCHA_SITE_KEY: '',
};

function buildRefusals(): string[] {
  return deployProblems({
    environment: 'production',
    configFile: 'wrangler.toml',
    definedEnvironments: ['production'],
    config: { name: 'retailer-experience', routes: [{ pattern: 'REPLACE_ME.example.com/*', zone_name: 'example.com' }], vars: skipped },
    demoValues: localDemoValues,
    localWorkers: [],
    rateLimitNamespacesElsewhere: new Map(),
  });
}

function startRefusals(vars: Record<string, unknown>): string {
  try {
    parseConfig(vars);
    return '';
  } catch (error) {
    return String(error);
  }
}

describe('the go-live checklist', () => {
  it('names every step: secure access, the webhook, preview URLs, consent, containers, the bot check, DNS and routes', () => {
    expect(rows.map((row) => row[0])).toEqual([
      'secure access',
      'the webhook',
      'preview URLs',
      'consent',
      'containers',
      'the bot check',
      'DNS and routes',
    ]);
    expect(section).toContain('{URLslug}');
  });

  it('quotes only refusals the deploy build gives for a config that skipped the step', () => {
    const refusals = buildRefusals();
    const messages = rows.flatMap((row) => quoted(row[2] ?? '', 'build'));
    expect(messages.length).toBeGreaterThanOrEqual(4);
    for (const message of messages)
      expect(
        refusals.some((refusal) => refusal.startsWith(message)),
        message,
      ).toBe(true);
  });

  it('quotes only refusals the starting worker gives for a config that skipped the step', () => {
    // The bot check's secret is asked for once a site key is set; every other step is skipped in one config.
    const refusals = [startRefusals(skipped), startRefusals({ ...skipped, RECAPTCHA_SITE_KEY: '6Lc3x0AqAAAAAN8dXh5w1KpA9zYbRv2mT4sQ7eFg' })].join(
      '\n',
    );
    const messages = rows.flatMap((row) => quoted(row[2] ?? '', 'start'));
    expect(messages.length).toBeGreaterThanOrEqual(4);
    for (const message of messages) expect(refusals, message).toContain(message);
  });
});
