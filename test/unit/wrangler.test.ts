// The worker names of wrangler.toml's environments, read as wrangler reads them.
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';

interface Read {
  name?: string;
  services?: Array<{ binding: string; service: string }>;
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
