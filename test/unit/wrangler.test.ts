// The worker names of wrangler.toml's environments, read as wrangler reads them.
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { searchRateLimit } from '../../worker/search/rate-limit';

interface Read {
  name?: string;
  services?: Array<{ binding: string; service: string }>;
  ratelimits?: Array<{ name: string; namespace_id: string; simple: { limit: number; period: number } }>;
}
// Wrangler's Config type comes from a package npm does not install here, so the fields read are typed here.
const read = (config: string, env?: string): Read => unstable_readConfig({ config, ...(env ? { env } : {}) }, { hideWarnings: true });

describe('worker names', () => {
  it('differ per environment, so a deploy without --env can never replace staging or production', () => {
    const names = [read('wrangler.toml').name, read('wrangler.toml', 'staging').name, read('wrangler.toml', 'production').name];
    expect(names).toEqual(['retailer-experience-local', 'retailer-experience-staging', 'retailer-experience']);
  });

  it("the emulator's APP binding (its webhooks) names the app's local worker", () => {
    const app = read('emulator/wrangler.toml').services?.find((binding) => binding.binding === 'APP');
    expect(app?.service).toBe(read('wrangler.toml').name);
  });
});

describe('the search rate limiter (decision 086)', () => {
  it('is bound in every environment, which does not inherit bindings from the top level', () => {
    for (const env of [undefined, 'staging', 'production']) {
      const limiter = read('wrangler.toml', env).ratelimits?.find((binding) => binding.name === 'SEARCH_RATE_LIMITER');
      // The figures the worker's tests and docs state (worker/search/rate-limit.ts).
      const simple = { limit: searchRateLimit.limit, period: searchRateLimit.periodSeconds };
      expect(limiter, env ?? 'local').toEqual({ name: 'SEARCH_RATE_LIMITER', namespace_id: '1085', simple });
    }
  });
});
