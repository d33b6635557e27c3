import { z } from 'zod';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const secret = z.string().min(16, 'must be at least 16 characters');

/** A script's address: an https URL, or a path on the site's own origin (locally the emulator's stand-ins). */
const scriptUrl = z.union([z.url({ protocol: /^https$/ }), z.string().regex(/^\/[A-Za-z0-9._~/-]+$/, 'must be an https URL or a path')]);

/** Names set with `wrangler secret put` outside the local environment; config errors say so. */
export const secretNames = [
  'KONTENT_PREVIEW_API_KEY',
  'KONTENT_SECURE_API_KEY',
  'KONTENT_WEBHOOK_SECRET',
  'PREVIEW_ENTRY_SECRET',
  'SIGNING_KEY',
  'OAUTH_CLIENT_SECRET',
  'RECAPTCHA_SECRET_KEY',
];

/** The worker's vars as wrangler.toml and `wrangler secret put` provide them. */
export const configSchema = z.object({
  ENVIRONMENT: z.enum(['local', 'test', 'staging', 'production']),
  BASE_PATH: z.string().regex(/^(\/[A-Za-z0-9._~-]+)*$/, 'must be empty or a path like /retail without a trailing slash'),
  DEMO_MODE: flag,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']),
  KONTENT_ENVIRONMENT_ID: z.string().min(1),
  APP_API_URL: z.url(),
  KONTENT_DELIVERY_URL: z.url(),
  KONTENT_PREVIEW_URL: z.url(),
  /** product §9 tag-manager containers (two): each loads `{GTM_URL}/gtm.js?id=…` on retailers' pages (docs/decisions/079). */
  GTM_CONTAINER_IDS: list.pipe(z.array(z.string().regex(/^GTM-[A-Z0-9]{1,16}$/, 'entries must be container ids such as GTM-AB12CD3'))),
  /**
   * Staging and production refuse an empty GTM_CONTAINER_IDS unless this says "true": a site without tracking is a
   * choice written down (worker/config/deploy-rules.ts, decision 115).
   */
  TRACKING_WITHOUT_CONTAINERS: z.enum(['true', 'false']).default('false'),
  /**
   * Where the containers' gtm.js comes from: Google's host (the default), a first-party tagging server, or locally the
   * emulator's stand-in on the app's origin. An absolute URL's origin joins the CSP's script-src and connect-src.
   */
  GTM_URL: scriptUrl.default('https://www.googletagmanager.com').transform((value) => value.replace(/\/+$/, '')),
  /**
   * Hosts the containers' tags send measurements to (CSP connect-src), e.g. Google Analytics 4's
   * `https://*.google-analytics.com`; empty: none beyond GTM_URL's own origin.
   */
  GTM_CONNECT_SRC: z
    .string()
    .default('')
    .pipe(list)
    .pipe(z.array(z.string().regex(/^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/, 'entries must be https origins (or https://*.host)'))),
  /**
   * product §4: the further script a signed-in user's pages load (it reads the `legal-entity-id` meta); empty for none.
   * It is loaded with the page's nonce, so its host needs no CSP entry.
   */
  SIGNED_IN_SCRIPT_URL: z.union([z.literal(''), scriptUrl]).default(''),
  /**
   * The built-in consent dialog (decision 113): "on" asks signed-in visitors and holds the containers until they grant
   * (Consent Mode basic); "off" for a brand whose own consent platform asks: the containers then load with everything
   * denied and the platform grants through `window.retailerConsent` or Consent Mode's own update.
   */
  CONSENT_DIALOG: z.enum(['on', 'off']).default('on'),
  /** product §7 bot check: reCAPTCHA v3's public site key; empty turns the bot check off (rate limits still apply). */
  RECAPTCHA_SITE_KEY: z.string(),
  /**
   * Staging and production refuse an empty RECAPTCHA_SITE_KEY unless this says "true": deploying forms without the
   * bot check is a choice written down, never a forgotten value (worker/config/deploy-rules.ts, decision 107).
   */
  FORMS_WITHOUT_BOT_CHECK: z.enum(['true', 'false']).default('false'),
  /**
   * Where reCAPTCHA lives: `api.js` for the browser, `api/siteverify` for the worker. Google's is
   * `https://www.google.com/recaptcha`; locally the emulator's stand-in, `/__emulator/recaptcha` on the site's origin.
   */
  RECAPTCHA_URL: z.union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/[A-Za-z0-9._~/-]+$/)]).default('https://www.google.com/recaptcha'),
  /** reCAPTCHA v3 scores run from 0 (a bot) to 1 (a person); a submission scoring below this is refused. */
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** The secret key of the bot check (a Worker secret); needed when RECAPTCHA_SITE_KEY is set. */
  RECAPTCHA_SECRET_KEY: z.string().default(''),
  /** Content cache (docs/operations.md "Content cache"): seconds an entry is fresh before a background refresh. */
  CONTENT_FRESH_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** Days a stale entry is still served while Kontent fails (stale-if-error). */
  CONTENT_STALE_DAYS: z.coerce.number().int().min(0).max(30).default(7),
  /** Longest a page or proxy request waits for Kontent (all retries included) before it serves stale or fails. */
  CONTENT_MAX_WAIT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
  /** product §4: preview leaves out items in the workflow step `archived` (editors see drafts, not what was retired). */
  PREVIEW_EXCLUDE_ARCHIVED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // Secrets: `wrangler secret put NAME --env ENV` in staging and production, [vars] demo values locally.
  /**
   * Empty or unset when the site has no preview (docs/decisions/026): entering preview and preview requests then
   * answer 501 'Preview API key is not configured.'.
   */
  KONTENT_PREVIEW_API_KEY: z.union([z.literal(''), secret]).default(''),
  /** Empty when the environment has no secure access: the Delivery API is then called without a key. */
  KONTENT_SECURE_API_KEY: z.string().default(''),
  KONTENT_WEBHOOK_SECRET: secret,
  /** Editors open /api/preview/enter?secret=… to switch preview on. */
  // Optional like the Preview API key: a site without preview needs neither (decision 026).
  PREVIEW_ENTRY_SECRET: z.union([z.literal(''), secret]).default(''),
  /** HMAC key of the preview cookie and the content proxy's XSRF token. */
  SIGNING_KEY: secret,
  /**
   * Sign-in providers the login page may send visitors to (product §2 `url`): origins such as
   * `https://sso.example.com`, or same-origin path prefixes such as the local emulator's `/__emulator/sign-in`.
   */
  SSO_PROVIDER_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.union([
            z.string().regex(/^\/[A-Za-z0-9._~/-]*$/, 'entries must be origins (https://host) or same-origin paths (/path)'),
            z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin),
          ]),
        )
        .min(1, 'must name at least one sign-in provider'),
    ),
  /** The external sync hook (product §7 deferred cross-domain script); empty when there is none. */
  SYNC_HOOK_URL: z.union([z.literal(''), scriptUrl]),
  /** OAuth client credentials for the App API (product §6): the id is a var, the secret a Worker secret. */
  OAUTH_CLIENT_ID: z.string().min(1),
  OAUTH_CLIENT_SECRET: secret,
});

// A bot check with a site key but no secret would refuse every submission: name the missing secret at start-up.
export const checkedConfigSchema = configSchema.check(
  z.refine((config) => config.RECAPTCHA_SITE_KEY === '' || config.RECAPTCHA_SECRET_KEY.length >= 16, {
    path: ['RECAPTCHA_SECRET_KEY'],
    message: 'must be set (at least 16 characters) when RECAPTCHA_SITE_KEY is set',
  }),
);

export type AppConfig = z.infer<typeof configSchema>;
