import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchedParts } from './matched-parts';

/** The parts as text with the matches in brackets, to read the expectations at a glance. */
const marked = (text: string, query: string) =>
  matchedParts(text, query)
    .map((part) => (part.matched ? `[${part.text}]` : part.text))
    .join('');

describe('the query words marked in a search result (decision 085)', () => {
  it('marks every occurrence of each word, ignoring case', () => {
    expect(marked('Retail standards for every retail point', 'RETAIL point')).toBe('[Retail] standards for every [retail] [point]');
  });

  it('ignores accents both ways and keeps the text as written', () => {
    expect(marked('Prodejní standardy 2025', 'prodejni')).toBe('[Prodejní] standardy 2025');
    expect(marked('Vedoucí prodejních standardů', 'STANDARDU')).toBe('Vedoucí prodejních [standardů]');
    expect(marked('Ръководител „Търговски стандарти“', 'търговски')).toBe('Ръководител „[Търговски] стандарти“');
  });

  it('keeps an accent written as a separate mark with its letter', () => {
    const decomposed = 'Prodejni\u0301 misto';
    expect(marked(decomposed, 'prodejni')).toBe('[Prodejní] misto');
  });

  it('joins overlapping and touching matches into one mark', () => {
    expect(marked('showroom', 'show room owr')).toBe('[showroom]');
  });

  it('marks nothing for an empty query, one-letter words or no match', () => {
    expect(matchedParts('Green retail', '')).toEqual([{ text: 'Green retail', matched: false }]);
    expect(marked('a b c', 'a b')).toBe('a b c');
    expect(marked('Green retail', 'zebra')).toBe('Green retail');
    expect(matchedParts('', 'retail')).toEqual([{ text: '', matched: false }]);
  });

  it('cuts no character in two (emoji and other astral characters)', () => {
    expect(marked('Fish 🐟 fish', 'fish')).toBe('[Fish] 🐟 [fish]');
    expect(marked('🐟🐠', '🐠')).toBe('🐟🐠');
  });

  it('gives back the composed text in alternating parts, whatever the text and query', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 60 }), fc.string({ maxLength: 12 }), (text, query) => {
        const parts = matchedParts(text, query);
        expect(parts.map((part) => part.text).join('')).toBe(text.normalize('NFC'));
        for (let i = 1; i < parts.length; i += 1) expect(parts[i]?.matched).not.toBe(parts[i - 1]?.matched);
        for (const part of parts) if (part.matched) expect(part.text.length).toBeGreaterThan(0);
      }),
    );
  });
});
