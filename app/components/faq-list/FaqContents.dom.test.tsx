import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FaqContentsEntry } from '../../screens/faq/query';
import { renderInRouter } from '../../../test/dom/render-in-router';
import { FaqContents } from './FaqContents';

afterEach(cleanup);

const entry = (key: string, page: number, count: number): FaqContentsEntry => ({ key, anchor: key, title: `Topic ${key}`, page, count });
const entries = [entry('a', 1, 1), entry('b', 1, 3), entry('c', 2, 25), entry('d', 3, 1234)];
const counts = () => [...document.querySelectorAll('.faq-contents__count')].map((element) => element.textContent);

describe('the FAQ contents', () => {
  // The worker keeps the counts' texts per locale and count (decision 140; test/worker/pages/paged-listings.test.ts).
  it("writes each topic's count in the locale's words and plural", async () => {
    const english = ['1 question', '3 questions', '25 questions', '1,234 questions'];
    const czech = ['1 otázka', '3 otázky', '25 otázek', '1 234 otázek'];
    for (const [locale, path, expected] of [
      ['en', '/faqs', english],
      ['cs', '/cs/faqs', czech],
      ['en', '/faqs', english],
      ['cs', '/cs/faqs', czech],
    ] as const) {
      await renderInRouter(() => <FaqContents entries={entries} />, { path, screen: 'faq', locale });
      expect(counts().map((text) => text?.replace(/\s/g, ' '))).toEqual(expected);
      cleanup();
    }
  });

  it('links each topic to its page and heading, the first page without a page number', async () => {
    await renderInRouter(() => <FaqContents entries={entries} />, { path: '/faqs', screen: 'faq', locale: 'en' });
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.faq-contents__link')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/faqs#a', '/faqs#b', '/faqs?page=2#c', '/faqs?page=3#d']);
  });
});
