import { boundedMemo } from '../../app/memo/bounded-memo';

/**
 * Values the worker hands a browser to keep but never to read or use: AES-256-GCM under a key derived with HKDF-SHA-256
 * from the worker's secret (SIGNING_KEY) for one purpose, so a sealed value of one purpose never opens as another's.
 * `context` is authenticated, not hidden: a value sealed for another context (another App API, another client) does
 * not open. The sealed text is base64url of a random 12-byte IV followed by the ciphertext and its tag: cookie-safe.
 * Decision 107 (the `oauth` cookie).
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** IV bytes (GCM's recommended 96 bits, random per value) and the tag's bytes. */
const ivBytes = 12;
const tagBytes = 16;
/** Nothing the worker seals comes near this; longer text is not one of its values and is not even decoded. */
export const maxSealedLength = 4096;

/**
 * Derived keys by purpose and secret. The secrets are the config's own (never a visitor's) and the purposes are the
 * code's: a few entries, bounded only to make that certain.
 */
const keys = boundedMemo<Promise<CryptoKey>>(8, 8192);

function keyFor(secret: string, purpose: string): Promise<CryptoKey> {
  const id = `${purpose}\u0000${secret}`;
  return (
    keys.get(id) ??
    keys.remember(
      id,
      crypto.subtle
        .importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey'])
        .then((material) =>
          crypto.subtle.deriveKey(
            { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('retailer-experience:sealing'), info: encoder.encode(purpose) },
            material,
            { name: 'AES-GCM', length: 256 },
            false,
            ['encrypt', 'decrypt'],
          ),
        ),
    )
  );
}

const toBase64Url = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[\w-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

export async function seal(secret: string, purpose: string, plaintext: string, context = ''): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(ivBytes));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
    await keyFor(secret, purpose),
    encoder.encode(plaintext),
  );
  const out = new Uint8Array(ivBytes + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), ivBytes);
  return toBase64Url(out);
}

/**
 * The plaintext of a value this worker sealed for this purpose and context; undefined for anything else (another
 * key, purpose or context, a changed byte, text that is not base64url, or too long to be ours). Never throws.
 */
export async function open(secret: string, purpose: string, sealed: string, context = ''): Promise<string | undefined> {
  if (sealed.length > maxSealedLength) return undefined;
  const bytes = fromBase64Url(sealed);
  if (!bytes || bytes.length < ivBytes + tagBytes) return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, ivBytes), additionalData: encoder.encode(context) },
      await keyFor(secret, purpose),
      bytes.subarray(ivBytes),
    );
    return decoder.decode(plain);
  } catch {
    return undefined;
  }
}
