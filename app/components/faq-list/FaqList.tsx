import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { FaqCategory } from '../../screens/faq/query';
import { browserWindow, isElementNamed } from '../../dom';
import { elementAttributes, insertableElementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { RichText } from '../rich-text/RichText';
import './faq-list.css';

/** The question or topic a hash names; one that is no valid escape (#100%) is taken as written, never an error. */
function anchorOf(hash: string): string {
  const written = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(written);
  } catch {
    return written;
  }
}

/**
 * FAQ categories with expandable answers (native disclosure: keyboard and screen readers work without script).
 * A hash naming a question (#faq-sign-in) opens its answer and scrolls to it, on load and on in-page navigation.
 * The disclosures are the browser's own: React never sets `open`, so opening an answer renders nothing again (with
 * `open` in React's state, a tap on a phone re-rendered every question and answer of the page before it painted),
 * and an answer stays open through a re-render with new content (Web Spotlight's live update) as the element stays.
 */
export function FaqList({ categories }: { categories: FaqCategory[] }) {
  const hash = useLocation({ select: (location) => location.hash });

  useEffect(() => {
    const anchor = anchorOf(hash);
    if (!anchor) return;
    const element = browserWindow()?.document.getElementById(anchor);
    if (isElementNamed(element, 'details')) {
      element.open = true;
      element.scrollIntoView({ block: 'start' });
      element.querySelector('summary')?.focus({ preventScroll: true });
    } else if (isElementNamed(element, 'section')) {
      // A topic of the contents (decision 126), reached from another page of the FAQ.
      element.scrollIntoView({ block: 'start' });
    }
  }, [hash]);

  return (
    // The FAQ page's categories and each category's questions are linked-items elements editors add to.
    <div className="faq" {...insertableElementAttributes('categories')}>
      {categories.map((category) => (
        <section key={category.key} id={category.anchor} className="faq__category" {...smartLinkAttributes(category.smart)}>
          <h2 className="faq__category-title" {...elementAttributes('title')}>
            {category.title}
          </h2>
          {/* Upper right: an open last answer runs into the lower corner; the category title above is short. */}
          <div className="faq__items" {...insertableElementAttributes('items', 'top-end')}>
            {category.questions.map((question) => (
              <details key={question.anchor} id={question.anchor} className="faq__item" {...smartLinkAttributes(question.smart)}>
                <summary className="faq__question" {...elementAttributes('question')}>
                  {question.question}
                </summary>
                <RichText value={question.answer} element="answer" className="faq__answer" />
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
