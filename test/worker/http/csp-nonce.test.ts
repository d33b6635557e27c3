import { describe, expect, it } from 'vitest';
import { cspNonce } from '../../../worker/http/csp-nonce';

describe('CSP nonces (decision 096)', () => {
  it('are 128 bits in base64, every one different, across refills of the pool', () => {
    const nonces = Array.from({ length: 1000 }, () => cspNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Uint8Array.from(atob(nonce), (c) => c.charCodeAt(0))).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('spread over the whole alphabet, as uniform random bytes do', () => {
    const seen = new Set(Array.from({ length: 300 }, () => cspNonce().slice(0, 21)).join(''));
    // 6,300 characters drawn uniformly from 64 leave none out (the chance of missing one is about 64 · e^-98).
    expect(seen.size).toBe(64);
  });
});
