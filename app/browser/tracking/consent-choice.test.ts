import { describe, expect, it } from 'vitest';
import { consentMaxAgeMs, consentStorageKey, readConsent, storeConsent, storedConsentValue } from './consent-choice';

// How long a consent choice holds and what is asked again (decision 113).
const now = Date.UTC(2026, 10, 27);
const storage = (value: string | null) => ({ getItem: (key: string) => (key === consentStorageKey ? value : null) });

describe('the stored consent choice', () => {
  it('is read back as made, refusals included', () => {
    const chosen = { analytics: true, marketing: false };
    expect(readConsent(storage(storedConsentValue(chosen, now)), now + 1000)).toEqual(chosen);
    expect(readConsent(storage(storedConsentValue({ analytics: false, marketing: false }, now)), now)).toEqual({
      analytics: false,
      marketing: false,
    });
  });

  it('holds six months, then the visitor is asked again', () => {
    const value = storedConsentValue({ analytics: true, marketing: true }, now);
    expect(readConsent(storage(value), now + consentMaxAgeMs)).toBeDefined();
    expect(readConsent(storage(value), now + consentMaxAgeMs + 1)).toBeUndefined();
    expect(consentMaxAgeMs / 86_400_000).toBe(183);
  });

  it('another version, a date in the future, anything unreadable or absent is no choice', () => {
    const valid = { version: 1, decidedAt: now, analytics: true, marketing: true };
    for (const value of [
      JSON.stringify({ ...valid, version: 0 }),
      JSON.stringify({ ...valid, decidedAt: now + 60_000 }),
      JSON.stringify({ ...valid, analytics: 'yes' }),
      JSON.stringify({ ...valid, decidedAt: String(now) }),
      '{not json',
      'null',
      '"granted"',
      null,
    ])
      expect(readConsent(storage(value), now)).toBeUndefined();
    expect(readConsent(undefined, now)).toBeUndefined();
  });

  it('is stored as JSON under its key; storage that refuses is not an error', () => {
    const written = new Map<string, string>();
    storeConsent({ setItem: (key, value) => written.set(key, value) }, { analytics: false, marketing: true }, now);
    expect(JSON.parse(written.get(consentStorageKey) ?? '')).toEqual({ version: 1, decidedAt: now, analytics: false, marketing: true });
    expect(() =>
      storeConsent(
        {
          setItem: () => {
            throw new Error('QuotaExceededError');
          },
        },
        { analytics: true, marketing: true },
        now,
      ),
    ).not.toThrow();
  });
});
