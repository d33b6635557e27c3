import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { FaqCategory } from '../../screens/faq/query';
import { browserWindow, isElementNamed } from '../../dom';
import { elementAttributes, insertableElementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { RichText } from '../rich-text/RichText';
import './faq-list.css';

/**
 * FAQ categories with expandable answers (native disclosure: keyboard and screen readers work without script).
 * A hash naming a question (#faq-sign-in) opens its answer and scrolls to it, on load and on in-page navigation.
 */
export function FaqList({ categories }: { categories: FaqCategory[] }) {
  const hash = useLocation({ select: (location) => location.hash });
  const [open, setOpen] = useState<Record<string, boolean>>({});

  useEffect(() => {
    const anchor = decodeURIComponent(hash.replace(/^#/, ''));
    if (!anchor) return;
    setOpen((current) => ({ ...current, [anchor]: true }));
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
              <details
                key={question.anchor}
                id={question.anchor}
                className="faq__item"
                open={open[question.anchor] ?? false}
                onToggle={(event) => {
                  const isOpen = event.currentTarget.open;
                  setOpen((current) => (current[question.anchor] === isOpen ? current : { ...current, [question.anchor]: isOpen }));
                }}
                {...smartLinkAttributes(question.smart)}
              >
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
