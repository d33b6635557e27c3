import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppConfig } from '../config';
import { recaptchaOrigins } from '../forms/bot-check';
import { keptValue } from '../../app/memo/kept-value';
import { editorOrigin } from '../../app/spotlight/editor-origin';
import { nonceSource } from './csp-nonce';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

export interface FramingVariables {
  /** Set on responses an editor's Web Spotlight frame may show: a preview session's, and the preview entry. */
  editorFrame?: boolean;
}

/** What the policy adds for the tag manager's containers (decision 079). */
interface TagManagerSources {
  /** script-src: the containers' host, whose own libraries (gtag.js) their tags load. */
  readonly script: readonly string[];
  /** connect-src: that host, and the hosts the containers' tags send measurements to. */
  readonly connect: readonly string[];
}

/**
 * Nothing without a container, and nothing for a host on the site's own origin (locally the emulator's stand-in):
 * `'self'` covers it. The containers' scripts themselves load with the page's nonce (app/browser/tracking/scripts.ts),
 * which the tag manager hands on to the tags it adds; the hosts here are for what it loads without one.
 */
function tagManagerSources(config: Pick<AppConfig, 'GTM_CONTAINER_IDS' | 'GTM_URL' | 'GTM_CONNECT_SRC'>): TagManagerSources {
  if (!config.GTM_CONTAINER_IDS.length) return { script: [], connect: [] };
  const host = URL.canParse(config.GTM_URL) ? [new URL(config.GTM_URL).origin] : [];
  return { script: host, connect: [...new Set([...host, ...config.GTM_CONNECT_SRC])] };
}

/**
 * product §7 bot check: Google's reCAPTCHA loads its script from www.google.com and gstatic, runs in a frame of
 * www.google.com and calls home from there; those sources join the policy when the bot check is on with Google's
 * host (none for the emulator's same-origin stand-in).
 */
type BotCheckSources = readonly string[];

/**
 * Baseline security headers with a per-request CSP nonce for the page's scripts. Vite's dev server needs inline
 * and eval'd scripts, so the script policy is relaxed only when running under `vite dev`. Framing is the site's
 * own (`frame-ancestors 'self'`, `X-Frame-Options: SAMEORIGIN`) unless `editorFraming` widens it.
 */
function securityHeadersOptions(dev: boolean, tagManager: TagManagerSources, botCheck: BotCheckSources): SecureHeadersOptions {
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [...(dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", nonceSource]), ...tagManager.script, ...botCheck],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(dev ? ['ws:'] : []), ...tagManager.connect, ...botCheck],
      frameSrc: ["'self'", ...botCheck],
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    xFrameOptions: 'SAMEORIGIN',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
  };
}

/** The headers of `securityHeadersOptions`, built once for the isolate's config (the tag manager's and the bot check's parts are read from it). */
export function securityHeaders(dev: boolean): MiddlewareHandler {
  const built = keptValue<MiddlewareHandler, AppConfig>(Number.POSITIVE_INFINITY);
  return (c, next) => {
    const config = c.get('config');
    const handler =
      built.get(0, config) ?? built.keep(secureHeaders(securityHeadersOptions(dev, tagManagerSources(config), recaptchaOrigins(config))), 0, config);
    return handler(c, next);
  };
}

/** Lets Kontent's Web Spotlight frame this response (a preview session's page or API answer, the preview entry). */
export function allowEditorFrame<E extends { Variables: FramingVariables }>(c: Context<E>): void {
  (c as unknown as Context<{ Variables: FramingVariables }>).set('editorFrame', true);
}

/**
 * Registered before `securityHeaders`, so it sees the headers that sets: on responses marked by `allowEditorFrame`
 * it adds Kontent's origin to `frame-ancestors` and drops `X-Frame-Options`, which cannot name another origin and
 * would block the frame in browsers that read it.
 */
export function editorFraming(): MiddlewareHandler<{ Variables: FramingVariables }> {
  return async (c, next) => {
    await next();
    if (!c.get('editorFrame')) return;
    const policy = c.res.headers.get('content-security-policy');
    if (policy) c.res.headers.set('content-security-policy', policy.replace("frame-ancestors 'self'", `frame-ancestors 'self' ${editorOrigin}`));
    c.res.headers.delete('x-frame-options');
  };
}
