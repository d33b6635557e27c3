import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders, type ContentSecurityPolicyOptionHandler } from 'hono/secure-headers';
import { recaptchaOrigins } from '../forms/bot-check';

/** Kontent's Web Spotlight: the one other origin that may frame the site, and only for an editor's preview. */
export const editorOrigin = 'https://app.kontent.ai';

export interface FramingVariables {
  /** Set on responses an editor's Web Spotlight frame may show: a preview session's, and the preview entry. */
  editorFrame?: boolean;
}

/**
 * SPEC §7 bot check: Google's reCAPTCHA loads its script from www.google.com and gstatic, runs in a frame of
 * www.google.com and calls home from there; those sources join the policy when the bot check is on with Google's
 * host (none for the emulator's same-origin stand-in). Read from the config on each request.
 */
const recaptchaSources: ContentSecurityPolicyOptionHandler = (c) => recaptchaOrigins(c.get('config')).join(' ');

/**
 * Baseline security headers with a per-request CSP nonce for the page's scripts. Vite's dev server needs inline
 * and eval'd scripts, so the script policy is relaxed only when running under `vite dev`. Framing is the site's
 * own (`frame-ancestors 'self'`, `X-Frame-Options: SAMEORIGIN`) unless `editorFraming` widens it.
 */
export function securityHeaders(dev: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", recaptchaSources] : ["'self'", NONCE, recaptchaSources],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: dev ? ["'self'", 'ws:', recaptchaSources] : ["'self'", recaptchaSources],
      frameSrc: ["'self'", recaptchaSources],
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
  });
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
