import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { acceptAll, rejectAll, type ConsentCategories } from './consent-choice';
import '../../components/button/button.css';
import './consent-dialog.css';

const texts = {
  title: msg({ id: 'consent.title', message: 'Cookies and your privacy' }),
  intro: msg({
    id: 'consent.intro',
    message:
      'We store only what the site needs to work, unless you agree to more. With your consent, our tag manager measures how the site is used and the brand’s advertising tags may store data. You can change your choice at any time under “Cookie settings” at the foot of each page.',
  }),
  choose: msg({ id: 'consent.choose', message: 'Choose categories' }),
  categories: msg({ id: 'consent.categories', message: 'Categories' }),
  necessary: msg({ id: 'consent.necessary', message: 'Necessary' }),
  necessaryText: msg({ id: 'consent.necessary.description', message: 'Sign-in, security, language and this choice. Always on.' }),
  analytics: msg({ id: 'consent.analytics', message: 'Analytics' }),
  analyticsText: msg({ id: 'consent.analytics.description', message: 'Counts page views and clicks so we can improve the site.' }),
  marketing: msg({ id: 'consent.marketing', message: 'Marketing' }),
  marketingText: msg({ id: 'consent.marketing.description', message: 'Lets the brand’s advertising tags store and use data about your visits.' }),
  save: msg({ id: 'consent.save', message: 'Save my choice' }),
  reject: msg({ id: 'consent.reject', message: 'Reject all' }),
  accept: msg({ id: 'consent.accept', message: 'Accept all' }),
};

/** What can take focus in the dialog now: a closed `<details>` hides its checkboxes and its button. */
function focusables(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('summary, button, input:not([disabled])')].filter((element) => element.checkVisibility?.() ?? true);
}

export interface ConsentDialogProps {
  readonly i18n: I18n;
  /** The stored choice when the visitor reopens the dialog; undefined on a first visit (nothing pre-ticked). */
  readonly current: ConsentCategories | undefined;
  /** The visitor's answer: Escape and the dialog closed any other way count as "Reject all". */
  readonly onChoice: (choice: ConsentCategories) => void;
}

/**
 * The consent dialog (decision 113): a modal `<dialog>` in the browser's top layer, so the page does not move under
 * it; the rest of the page is inert while it is open. "Reject all" and "Accept all" are the same kind of button, side
 * by side; the categories are one step away. Focus moves to the dialog, Tab cycles inside it, Escape rejects.
 */
export function ConsentDialog({ i18n, current, onChoice }: ConsentDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const answer = useRef<ConsentCategories | undefined>(undefined);
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    // The dialog itself, not either button: its name and text are read first, and no answer is suggested.
    element.focus();
  }, []);
  const close = (choice: ConsentCategories) => {
    answer.current = choice;
    dialog.current?.close();
  };
  const save = () => {
    const form = dialog.current?.querySelector('form');
    const data = form ? new FormData(form) : undefined;
    close({ analytics: data?.has('analytics') ?? false, marketing: data?.has('marketing') ?? false });
  };
  // The rest of the page is inert; Tab past the last control comes back to the first, not to the browser's bar.
  const keepFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const controls = focusables(event.currentTarget);
    const first = controls[0];
    const last = controls.at(-1);
    const active = event.currentTarget.ownerDocument.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  const category = (name: 'analytics' | 'marketing', label: string, description: string) => (
    <label className="consent__category">
      <input type="checkbox" name={name} defaultChecked={current?.[name] ?? false} aria-describedby={`consent-${name}`} />
      <span>
        <span className="consent__name">{label}</span>
        <span className="consent__description" id={`consent-${name}`}>
          {description}
        </span>
      </span>
    </label>
  );
  return (
    <dialog
      ref={dialog}
      className="consent"
      aria-labelledby="consent-title"
      aria-describedby="consent-intro"
      tabIndex={-1}
      onKeyDown={keepFocus}
      onClose={() => onChoice(answer.current ?? rejectAll)}
    >
      <h2 id="consent-title" className="consent__title">
        {i18n._(texts.title)}
      </h2>
      <p id="consent-intro" className="consent__intro">
        {i18n._(texts.intro)}
      </p>
      <details className="consent__details" open={current !== undefined}>
        <summary className="consent__summary">{i18n._(texts.choose)}</summary>
        <form method="dialog" className="consent__form" onSubmit={(event) => event.preventDefault()}>
          <fieldset className="consent__categories">
            <legend className="visually-hidden">{i18n._(texts.categories)}</legend>
            <label className="consent__category">
              <input type="checkbox" checked disabled aria-describedby="consent-necessary" />
              <span>
                <span className="consent__name">{i18n._(texts.necessary)}</span>
                <span className="consent__description" id="consent-necessary">
                  {i18n._(texts.necessaryText)}
                </span>
              </span>
            </label>
            {category('analytics', i18n._(texts.analytics), i18n._(texts.analyticsText))}
            {category('marketing', i18n._(texts.marketing), i18n._(texts.marketingText))}
          </fieldset>
          <button type="button" className="button button--secondary consent__save" onClick={save}>
            {i18n._(texts.save)}
          </button>
        </form>
      </details>
      <div className="consent__actions">
        <button type="button" className="button button--primary consent__answer" onClick={() => close(rejectAll)}>
          {i18n._(texts.reject)}
        </button>
        <button type="button" className="button button--primary consent__answer" onClick={() => close(acceptAll)}>
          {i18n._(texts.accept)}
        </button>
      </div>
    </dialog>
  );
}
