import { isbot } from 'isbot';
import { describe, expect, it } from 'vitest';
import { isCrawler } from './crawler';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

// The crawler check is remembered per User-Agent (decision 057): asked again, it must answer as isbot does.
describe('crawler check', () => {
  it('answers as isbot, the first time and every time after', () => {
    for (let i = 0; i < 3; i += 1) {
      expect(isCrawler(chrome)).toBe(false);
      expect(isCrawler(googlebot)).toBe(true);
    }
    expect(isCrawler('curl/8.5.0')).toBe(isbot('curl/8.5.0'));
  });

  it('treats a missing or empty User-Agent as isbot does', () => {
    expect(isCrawler(null)).toBe(isbot(null));
    expect(isCrawler('')).toBe(isbot(''));
  });

  it('keeps answering right for User-Agents past its memory and its length limit', () => {
    for (let i = 0; i < 600; i += 1) expect(isCrawler(`${chrome} build/${i}`)).toBe(false);
    expect(isCrawler(googlebot)).toBe(true);
    const long = `${googlebot} ${'x'.repeat(600)}`;
    expect(isCrawler(long)).toBe(true);
    expect(isCrawler(`${chrome} ${'x'.repeat(600)}`)).toBe(false);
  });
});
