import type { Context } from 'hono';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Random bytes drawn per call of crypto.getRandomValues: 256 nonces' worth. */
const poolBytes = 4096;
const nonceBytes = 16;

let pool = new Uint8Array(0);
let offset = 0;

/**
 * A CSP nonce: 128 bits from the platform's CSPRNG, base64 (24 characters). The bytes come from a pool filled by one
 * crypto.getRandomValues call per 256 nonces, as Node buffers the entropy of randomUUID: in workerd the call per
 * request (Hono's `NONCE`) showed as 3 % of a page's CPU samples (decision 096). Each byte is handed out once and
 * zeroed when taken. Filled on first use: workerd refuses random values outside a request.
 */
export function cspNonce(): string {
  if (offset + nonceBytes > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(poolBytes));
    offset = 0;
  }
  const at = offset;
  offset += nonceBytes;
  let text = '';
  for (let i = at; i < at + 15; i += 3) {
    const bits = ((pool[i] ?? 0) << 16) | ((pool[i + 1] ?? 0) << 8) | (pool[i + 2] ?? 0);
    text += `${alphabet[bits >> 18]}${alphabet[(bits >> 12) & 63]}${alphabet[(bits >> 6) & 63]}${alphabet[bits & 63]}`;
  }
  const last = pool[at + 15] ?? 0;
  pool.fill(0, at, offset);
  return `${text}${alphabet[last >> 2]}${alphabet[(last & 3) << 4]}==`;
}

/** Hono's `NONCE` for its CSP options, with the nonce from `cspNonce`: one per request, kept where Hono keeps its own. */
export function nonceSource(c: Context): string {
  let nonce = c.get('secureHeadersNonce');
  if (!nonce) {
    nonce = cspNonce();
    c.set('secureHeadersNonce', nonce);
  }
  return `'nonce-${nonce}'`;
}
