import { describe, expect, it } from 'vitest';
import { maxSealedLength, open, seal } from './sealing';

const secret = 'a-signing-key-of-the-worker-0123';

describe('sealing (decision 107)', () => {
  it('opens what it sealed, for the same secret, purpose and context only', async () => {
    const sealed = await seal(secret, 'oauth', 'the token', 'https://app-api.example|client');
    expect(sealed).toMatch(/^[\w-]+$/);
    expect(sealed).not.toContain('the token');
    expect(await open(secret, 'oauth', sealed, 'https://app-api.example|client')).toBe('the token');
    expect(await open('another-signing-key-0123456789', 'oauth', sealed, 'https://app-api.example|client')).toBeUndefined();
    expect(await open(secret, 'other-purpose', sealed, 'https://app-api.example|client')).toBeUndefined();
    expect(await open(secret, 'oauth', sealed, 'https://other-app-api.example|client')).toBeUndefined();
  });

  it('seals the same text differently each time (a random IV)', async () => {
    expect(await seal(secret, 'oauth', 'same')).not.toBe(await seal(secret, 'oauth', 'same'));
  });

  it('answers undefined, never throws, for a changed byte, junk, a control character or text too long to be its own', async () => {
    const sealed = await seal(secret, 'oauth', 'the token');
    const flipped = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
    for (const value of [flipped, '', 'junk', 'a\u0000b', 'é', sealed.slice(0, 20), 'A'.repeat(maxSealedLength + 1)]) {
      expect(await open(secret, 'oauth', value)).toBeUndefined();
    }
  });
});
