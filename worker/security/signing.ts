import { boundedMemo, type BoundedMemo } from '../../app/memo/bounded-memo';

/** HMAC-SHA256 with the worker's SIGNING_KEY, base64url: signed cookies and tokens. Verification is constant-time. */
const encoder = new TextEncoder();
/** What is kept per secret: its imported key, and the signatures it already proved. */
interface SecretState {
  readonly key: Promise<CryptoKey>;
  /**
   * Message → the signature text that proved it. A returning visitor sends the same signed session and anti-forgery
   * token on every request: each is proven by an HMAC (and the base64 work around it) once per isolate. Only proven
   * pairs are kept, so forged input never fills it; a message longer than any cookie's (a webhook body) is not kept.
   */
  readonly proven: BoundedMemo<string>;
}

/**
 * Kept by secret, so a request signs without importing the key again. The secrets are the config's own
 * (SIGNING_KEY, KONTENT_WEBHOOK_SECRET), never a visitor's: a few entries; the bounds only make that certain.
 */
const secrets = boundedMemo<SecretState>(8, 4096);

function stateFor(secret: string): SecretState {
  return (
    secrets.get(secret) ??
    secrets.remember(secret, {
      key: crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
      proven: boundedMemo<string>(2000, 2048),
    })
  );
}

/** Equality of two texts in time that depends on their lengths only (signature lengths are public). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    const normal = text.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(normal + '='.repeat((4 - (normal.length % 4)) % 4));
    // A plain loop: Uint8Array.from over the string's iterator showed in every page's profile (two checks a page).
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

export async function sign(secret: string, message: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.sign('HMAC', await stateFor(secret).key, encoder.encode(message))));
}

/**
 * True when `signature` (base64 or base64url) is the HMAC of `message`; crypto.subtle.verify compares in constant
 * time, and so does the comparison with a signature that already proved this message.
 */
export async function verify(secret: string, message: string, signature: string): Promise<boolean> {
  const state = stateFor(secret);
  const text = signature.trim();
  const known = state.proven.get(message);
  if (known !== undefined && sameText(known, text)) return true;
  const bytes = fromBase64(text);
  if (bytes?.length !== 32) return false;
  const valid = await crypto.subtle.verify('HMAC', await state.key, bytes, encoder.encode(message));
  if (valid) state.proven.remember(message, text);
  return valid;
}

/** Constant-time equality of two strings (for shared secrets compared as text). */
export async function sameSecret(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([crypto.subtle.digest('SHA-256', encoder.encode(a)), crypto.subtle.digest('SHA-256', encoder.encode(b))]);
  // Digests have a fixed length: comparing every byte takes the same time whatever differs.
  const left = new Uint8Array(x);
  const right = new Uint8Array(y);
  let difference = 0;
  for (let i = 0; i < left.length; i++) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}

export const randomToken = () => toBase64Url(crypto.getRandomValues(new Uint8Array(18)));
