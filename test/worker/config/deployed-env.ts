import { env } from 'cloudflare:workers';

/** The secrets a deployed worker gets from `wrangler secret put`, with values of its own (not the local demo ones). */
export const deployedSecrets = {
  KONTENT_PREVIEW_API_KEY: 'ew0KICAiYWxnIjogIkhTMjU2IiwNCiAgInR5cCI6ICJKV1QiDQp9',
  KONTENT_SECURE_API_KEY: 'ZXlKaGJHY2lPaUpJVXpJMU5pSjkuc2VjdXJlLWFjY2Vzcw',
  KONTENT_WEBHOOK_SECRET: 'b0mYF8sP3wq9ZrT1xV6cK2nL7hJ4dG5e',
  PREVIEW_ENTRY_SECRET: 'Qm9vdHN0cmFwIHByZXZpZXcgZW50cnk=',
  SIGNING_KEY: 'c2lnbmluZyBrZXkgb2Ygc3RhZ2luZyE=',
  OAUTH_CLIENT_SECRET: 'f3e1b9c2-7a44-4d1e-9c0b-5d2e8a6f1b37',
  RECAPTCHA_SECRET_KEY: '6Lc3x0AqAAAAAPzq1rT9vW2yB5nD8fH4jK7mQ0sX',
};

/**
 * What a staging or production worker plausibly carries: the KV bindings of the test env, no emulator, real
 * upstreams over https, and secrets of its own. Tests change one thing of it to see that one refusal.
 */
export function deployedEnv(environment: 'staging' | 'production' = 'staging'): Record<string, unknown> {
  const { EMULATOR: _emulator, ...bindings } = { ...env };
  return {
    ...bindings,
    ENVIRONMENT: environment,
    KONTENT_ENVIRONMENT_ID: '8d3c2b1a-5e4f-4a6b-9c8d-7e6f5a4b3c2d',
    KONTENT_DELIVERY_URL: 'https://deliver.kontent.ai',
    KONTENT_PREVIEW_URL: 'https://preview-deliver.kontent.ai',
    APP_API_URL: 'https://app-api.retail.example.com',
    SSO_PROVIDER_ORIGINS: 'https://sso.retail.example.com',
    SYNC_HOOK_URL: '',
    GTM_CONTAINER_IDS: 'GTM-AB12CD3,GTM-EF45GH6',
    GTM_URL: 'https://www.googletagmanager.com',
    GTM_CONNECT_SRC: 'https://*.google-analytics.com,https://*.analytics.google.com',
    SIGNED_IN_SCRIPT_URL: '',
    OAUTH_CLIENT_ID: 'retailer-experience-web',
    RECAPTCHA_SITE_KEY: '6Lc3x0AqAAAAAN8dXh5w1KpA9zYbRv2mT4sQ7eFg',
    RECAPTCHA_URL: 'https://www.google.com/recaptcha',
    ...deployedSecrets,
  };
}
