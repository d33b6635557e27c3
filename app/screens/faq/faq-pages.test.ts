import { describe, expect, it } from 'vitest';
import { faqPages } from './faq-pages';

const questionsPerPage = (pages: ReturnType<typeof faqPages>) => pages.map((parts) => parts.reduce((sum, part) => sum + part.to - part.from, 0));

describe('FAQ pages (decision 126)', () => {
  it('keeps a FAQ that fits on one page whole: the demo’s two categories of three', () => {
    expect(faqPages([3, 3], 25)).toEqual([
      [
        { category: 0, from: 0, to: 3 },
        { category: 1, from: 0, to: 3 },
      ],
    ]);
  });

  it('starts a category on a new page when it does not fit in what is left', () => {
    const pages = faqPages([3, 3, 25, 25, 10, 10], 25);
    expect(pages.map((parts) => parts.map((part) => part.category))).toEqual([[0, 1], [2], [3], [4, 5]]);
    expect(questionsPerPage(pages)).toEqual([6, 25, 25, 20]);
  });

  it('cuts a category longer than a page into pages of its own, in order', () => {
    const pages = faqPages([2, 60, 1], 25);
    expect(pages).toEqual([
      [{ category: 0, from: 0, to: 2 }],
      [{ category: 1, from: 0, to: 25 }],
      [{ category: 1, from: 25, to: 50 }],
      [
        { category: 1, from: 50, to: 60 },
        { category: 2, from: 0, to: 1 },
      ],
    ]);
  });

  it('shows every question once and no page over the page size', () => {
    const sizes = [0, 7, 31, 25, 1, 0, 24, 26, 50, 3];
    const pages = faqPages(sizes, 25);
    expect(Math.max(...questionsPerPage(pages))).toBeLessThanOrEqual(25);
    const seen = sizes.map((_size, category) =>
      pages
        .flat()
        .filter((part) => part.category === category)
        .reduce((sum, part) => sum + part.to - part.from, 0),
    );
    expect(seen).toEqual(sizes);
  });

  it('is one empty page for an empty FAQ, and keeps an empty category’s place', () => {
    expect(faqPages([], 25)).toEqual([[]]);
    expect(faqPages([0], 25)).toEqual([[{ category: 0, from: 0, to: 0 }]]);
  });
});
