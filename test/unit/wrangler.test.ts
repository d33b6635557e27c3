// The worker names of wrangler.toml's environments, read as wrangler reads them.
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { formRateLimits } from '../../worker/forms/rate-limit';
import { searchRateLimit } from '../../worker/search/rate-limit';

interface Read {
  name?: string;
  workers_dev?: boolean;
  preview_urls?: boolean;
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

describe('reachable on its routes only (decision 112)', () => {
  it.each([undefined, 'staging', 'production'])('%s serves neither *.workers.dev nor preview URLs', (env) => {
    const config = read('wrangler.toml', env);
    // Wrangler's defaults turn both on: a second address outside the zone's rules (WAF, access, rate limits).
    expect(config.workers_dev, env ?? 'local').toBe(false);
    expect(config.preview_urls, env ?? 'local').toBe(false);
  });
});

describe('the search rate limiter (decision 086)', () => {
  it('is bound in every environment, which does not inherit bindings from the top level', () => {
    for (const env of [undefined, 'staging', 'production']) {
      const limiter = read('wrangler.toml', env).ratelimits?.find((binding) => binding.name === 'SEARCH_RATE_LIMITER');
      // The figures the worker's tests and docs state (worker/search/rate-limit.ts).
      const simple = { limit: searchRateLimit.limit, period: searchRateLimit.periodSeconds };
      expect(limiter, env ?? 'local').toEqual({ name: 'SEARCH_RATE_LIMITER', namespace_id: expect.stringMatching(/^\d085$/), simple });
    }
  });
});

describe('the forms rate limiters (decisions 083, 107)', () => {
  const limiters = (env?: string) => read('wrangler.toml', env).ratelimits ?? [];

  it('are bound in every environment; staging and production have the figures the worker counts with when one fails', () => {
    for (const env of [undefined, 'staging', 'production']) {
      const names = limiters(env).map((binding) => binding.name);
      expect(names, env ?? 'local').toEqual(expect.arrayContaining(['FORMS_RATE_LIMIT', 'FORMS_SITE_RATE_LIMIT']));
    }
    for (const env of ['staging', 'production']) {
      const simple = (name: string) => limiters(env).find((binding) => binding.name === name)?.simple;
      expect(simple('FORMS_RATE_LIMIT'), env).toEqual({ limit: formRateLimits.perClient.limit, period: formRateLimits.perClient.periodSeconds });
      expect(simple('FORMS_SITE_RATE_LIMIT'), env).toEqual({ limit: formRateLimits.perForm.limit, period: formRateLimits.perForm.periodSeconds });
    }
  });

  it('every environment counts in namespaces of its own: no namespace id is used twice in the file', () => {
    const ids = [undefined, 'staging', 'production'].flatMap((env) => limiters(env).map((binding) => binding.namespace_id));
    expect(ids).toHaveLength(9);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
