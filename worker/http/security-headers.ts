import { NONCE, secureHeaders } from 'hono/secure-headers';

/** Hosts allowed to frame the site: Kontent's Web Spotlight preview, and nothing else. */
const editorFrameAncestors = ["'self'", 'https://app.kontent.ai'];

/**
 * Baseline security headers with a per-request CSP nonce for the page's scripts. Vite's dev server needs inline
 * and eval'd scripts, so the script policy is relaxed only when running under `vite dev`.
 */
export function securityHeaders(dev: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: dev ? ["'self'", 'ws:'] : ["'self'"],
      frameAncestors: editorFrameAncestors,
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    xFrameOptions: false,
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
  });
}
