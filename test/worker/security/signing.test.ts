import { describe, expect, it } from 'vitest';
import { sign, verify } from '../../../worker/security/signing';

const secret = 'signing-test-secret-of-32-chars!';

/** The same signature bytes in the other alphabet (base64 with padding), and one with a single character changed. */
const asBase64 = (signature: string) => `${signature.replace(/-/g, '+').replace(/_/g, '/')}=`;
const changed = (signature: string) => `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;

describe('HMAC verification, with the signatures it already proved kept', () => {
  it('a proven signature answers again; a changed one, another message or another secret never', async () => {
    const message = `session:${crypto.randomUUID()}`;
    const signature = await sign(secret, message);
    for (let i = 0; i < 3; i += 1) expect(await verify(secret, message, signature)).toBe(true);
    expect(await verify(secret, message, changed(signature))).toBe(false);
    expect(await verify(secret, message, `${signature}x`)).toBe(false);
    expect(await verify(secret, message, '')).toBe(false);
    expect(await verify(secret, `${message}!`, signature)).toBe(false);
    expect(await verify('another-secret-of-32-characters!', message, signature)).toBe(false);
    // The kept proof did not change: the right signature still passes.
    expect(await verify(secret, message, signature)).toBe(true);
  });

  it('the same bytes in base64 prove the message too, and the base64url text still does after', async () => {
    const message = `xsrf:${crypto.randomUUID()}`;
    const signature = await sign(secret, message);
    expect(await verify(secret, message, asBase64(signature))).toBe(true);
    expect(await verify(secret, message, signature)).toBe(true);
    expect(await verify(secret, message, ` ${signature} `)).toBe(true);
    expect(await verify(secret, message, changed(asBase64(signature)))).toBe(false);
  });

  it('a forged signature is refused every time it is sent, before and after the real one', async () => {
    const message = `session:${crypto.randomUUID()}`;
    const signature = await sign(secret, message);
    const forged = changed(signature);
    expect(await verify(secret, message, forged)).toBe(false);
    expect(await verify(secret, message, forged)).toBe(false);
    expect(await verify(secret, message, signature)).toBe(true);
    expect(await verify(secret, message, forged)).toBe(false);
  });
});
