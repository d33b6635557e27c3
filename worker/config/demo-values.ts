/**
 * The local demo values of keys and secrets, each with where it is defined: the [vars] of wrangler.toml's top level
 * and of emulator/wrangler.toml whose names end in _KEY or _SECRET. None is secret (they are in the repository), so
 * a staging or production worker holding one was set up by copying local settings. The build check reads them from
 * those files; the worker cannot, so they are listed here, and build/deploy-safety/config.test.ts fails
 * when this list and the files disagree.
 */
export const localDemoValues: ReadonlyMap<string, string> = new Map([
  ['emulator-preview-api-key', 'wrangler.toml [vars] KONTENT_PREVIEW_API_KEY'],
  ['emulator-secure-api-key', 'wrangler.toml [vars] KONTENT_SECURE_API_KEY'],
  ['emulator-webhook-secret', 'wrangler.toml [vars] KONTENT_WEBHOOK_SECRET'],
  ['local-preview-entry-secret', 'wrangler.toml [vars] PREVIEW_ENTRY_SECRET'],
  ['local-signing-key-not-a-secret', 'wrangler.toml [vars] SIGNING_KEY'],
  ['emulator-oauth-client-secret', 'wrangler.toml [vars] OAUTH_CLIENT_SECRET'],
  ['emulator-recaptcha-site-key', 'wrangler.toml [vars] RECAPTCHA_SITE_KEY'],
  ['emulator-recaptcha-secret-key', 'wrangler.toml [vars] RECAPTCHA_SECRET_KEY'],
  ['emulator-management-api-key', 'emulator/wrangler.toml [vars] MANAGEMENT_API_KEY'],
  ['emulator-session-secret', 'emulator/wrangler.toml [vars] SESSION_SECRET'],
]);
