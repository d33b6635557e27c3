import { describe, expect, it } from 'vitest';
import { consentCookieValue, consentMaxAgeSeconds, consentSetCookie, readConsent } from './consent-choice';

// How long a consent choice holds and what is asked again (decisions 113, 127).
const now = Date.UTC(2026, 10, 27);
const header = (value: string) => `i18n_redirected=cs; retailer-consent=${value}; rx-session=abc`;

describe('the stored consent choice', () => {
  it('is read back as made, refusals included, from a Cookie header or document.cookie', () => {
    for (const chosen of [
      { analytics: true, marketing: false },
      { analytics: false, marketing: true },
      { analytics: false, marketing: false },
      { analytics: true, marketing: true },
    ])
      expect(readConsent(header(consentCookieValue(chosen, now)), now + 1000)).toEqual(chosen);
    expect(readConsent(`retailer-consent=${consentCookieValue({ analytics: true, marketing: false }, now)}`, now)).toEqual({
      analytics: true,
      marketing: false,
    });
  });

  it('holds six months, then the visitor is asked again', () => {
    const value = header(consentCookieValue({ analytics: true, marketing: true }, now));
    expect(readConsent(value, now + consentMaxAgeSeconds * 1000)).toBeDefined();
    expect(readConsent(value, now + (consentMaxAgeSeconds + 1) * 1000)).toBeUndefined();
    expect(consentMaxAgeSeconds / 86_400).toBe(183);
  });

  it('another version, a date in the future, anything unreadable or absent is no choice', () => {
    const seconds = now / 1000;
    for (const value of [
      `0-${seconds}-11`,
      `2-${seconds}-11`,
      `1-${seconds + 3600}-11`,
      `1-${seconds}-21`,
      `1-${seconds}-1`,
      `1-${seconds}-111`,
      `1-x-11`,
      '',
      'granted',
      '%31-1-11',
    ])
      expect(readConsent(header(value), now)).toBeUndefined();
    expect(readConsent(undefined, now)).toBeUndefined();
    expect(readConsent('other-retailer-consent=1-1-11', now)).toBeUndefined();
  });

  it('is a cookie of the whole site for six months, Secure on https', () => {
    const cookie = consentSetCookie({ analytics: false, marketing: true }, now, true);
    expect(cookie).toBe(`retailer-consent=1-${now / 1000}-01; Max-Age=15811200; Path=/; SameSite=Lax; Secure`);
    expect(consentSetCookie({ analytics: false, marketing: true }, now, false)).not.toContain('Secure');
  });
});
