import { act, cleanup } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FaqCategory } from '../../screens/faq/query';
import { FaqList } from './FaqList';
import { renderInRouter } from '../../../test/dom/render-in-router';

const categories: FaqCategory[] = [
  {
    key: 'portal',
    anchor: 'faq-category-portal',
    smart: { itemId: 'c1' },
    title: 'Portal',
    questions: [
      { anchor: 'faq-sign-in', smart: { itemId: 'q1' }, question: 'How do I sign in?', answer: null },
      { anchor: 'faq-price-list', smart: { itemId: 'q2' }, question: 'Where is the price list?', answer: null },
    ],
  },
];

/** The list on the FAQ screen, the location's hash `hash`; `commits` counts React's commits of the list's tree. */
async function renderAt(hash = '') {
  const commits = { count: 0 };
  const view = await renderInRouter(
    () => (
      <Profiler id="faq" onRender={() => (commits.count += 1)}>
        <FaqList categories={categories} />
      </Profiler>
    ),
    { path: '/faqs', hash, screen: 'faq', locale: 'default' },
  );
  // The router renders its matches in a transition: let it and the list's effect finish.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const details = (id: string) => view.container.querySelector<HTMLDetailsElement>(`#${id}`)!;
  return { commits, details };
}

// Each test's list alone in the document: the hash effect looks its question up by id.
afterEach(cleanup);

describe('the FAQ list', () => {
  it('opens and closes an answer without rendering the list again: the disclosure is the browser’s', async () => {
    const { commits, details } = await renderAt();
    const settled = commits.count;
    expect(details('faq-sign-in').open).toBe(false);
    await act(async () => {
      details('faq-sign-in').open = true;
      details('faq-sign-in').dispatchEvent(new Event('toggle'));
    });
    expect(details('faq-sign-in').open).toBe(true);
    expect(commits.count).toBe(settled);
  });

  it('opens the answer a hash names and scrolls to it; the others stay closed', async () => {
    // jsdom lays nothing out and has no scrollIntoView.
    const scrolled = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrolled, configurable: true });
    try {
      const { details } = await renderAt('#faq-price-list');
      expect(details('faq-price-list').open).toBe(true);
      expect(details('faq-sign-in').open).toBe(false);
      expect(scrolled).toHaveBeenCalled();
      for (const scrolledElement of scrolled.mock.contexts) expect(scrolledElement).toBe(details('faq-price-list'));
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('takes a hash that is no valid escape as written, and opens nothing for it', async () => {
    const { details } = await renderAt('#100%');
    expect(details('faq-price-list').open).toBe(false);
    expect(details('faq-sign-in').open).toBe(false);
  });
});
