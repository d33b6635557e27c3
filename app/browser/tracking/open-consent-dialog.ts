import type { I18n, MessageDescriptor, Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { acceptAll, rejectAll, type ConsentCategories } from './consent-choice';
import '../../blocks/button/button.css';
import './consent-dialog.css';

// The dialog's texts live in a catalog of their own (locales/{code}/consent.po), loaded with this chunk: the
// page's catalog is part of every page's first load, which has no room for them (decision 113).
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

const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/consent.po');

/** Adds the dialog's catalog to the page's translations; without it (a failed load) the ids' English stands in. */
async function loadTexts(i18n: I18n): Promise<void> {
  const load = catalogs[`../../../locales/${i18n.locale}/consent.po`];
  if (load) i18n.load(i18n.locale, (await load()).messages);
}

type Attributes = Record<string, string | boolean>;

/** An element with attributes (`true` for a bare one) and children. */
function element(tag: string, attributes: Attributes = {}, ...children: Array<Node | string>): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== false) node.setAttribute(name, value === true ? '' : value);
  for (const child of children) node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  return node;
}

/** What can take focus in the dialog now: a closed `<details>` hides its checkboxes and its button. */
const focusables = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>('summary, button, input:not([disabled])')].filter((node) => node.checkVisibility?.() ?? true);

export interface ConsentDialogOptions {
  readonly i18n: I18n;
  /** The stored choice when the visitor reopens the dialog; undefined on a first visit (nothing pre-ticked). */
  readonly current: ConsentCategories | undefined;
  /** The visitor's answer: Escape, or the dialog closed any other way, counts as "Reject all". */
  readonly onChoice: (choice: ConsentCategories) => void;
}

let open = false;

/**
 * The consent dialog (decision 113): a modal `<dialog>` in the browser's top layer, so nothing under it moves, and the
 * rest of the page inert while it is open. Plain DOM, no React root: the page's first load stays as it was. "Reject
 * all" and "Accept all" are the same button side by side; the categories are one step away. Focus moves to the
 * dialog, Tab cycles inside it, Escape rejects; closed, focus returns where it was. Opening it twice does nothing.
 */
export async function openConsentDialog({ i18n, current, onChoice }: ConsentDialogOptions): Promise<void> {
  if (open) return;
  open = true;
  await loadTexts(i18n).catch((error: unknown) => console.error('Consent texts failed to load', error));
  const t = (text: MessageDescriptor) => i18n._(text);
  const category = (name: string, label: string, description: string, attributes: Attributes) =>
    element(
      'label',
      { class: 'consent__category' },
      element('input', { type: 'checkbox', name, 'aria-describedby': `consent-${name}`, ...attributes }),
      element(
        'span',
        {},
        element('span', { class: 'consent__name' }, label),
        element('span', { class: 'consent__description', id: `consent-${name}` }, description),
      ),
    );
  const button = (kind: string, label: string) => element('button', { type: 'button', class: `button button--${kind}` }, label);
  const save = button('secondary consent__save', t(texts.save));
  const reject = button('primary consent__answer', t(texts.reject));
  const accept = button('primary consent__answer', t(texts.accept));
  const form = element(
    'form',
    { class: 'consent__form' },
    element(
      'fieldset',
      { class: 'consent__categories' },
      element('legend', { class: 'visually-hidden' }, t(texts.categories)),
      category('necessary', t(texts.necessary), t(texts.necessaryText), { checked: true, disabled: true }),
      category('analytics', t(texts.analytics), t(texts.analyticsText), { checked: current?.analytics ?? false }),
      category('marketing', t(texts.marketing), t(texts.marketingText), { checked: current?.marketing ?? false }),
    ),
    save,
  );
  const dialog = element(
    'dialog',
    { class: 'consent', 'aria-labelledby': 'consent-title', 'aria-describedby': 'consent-intro', tabindex: '-1' },
    element('h2', { id: 'consent-title', class: 'consent__title' }, t(texts.title)),
    element('p', { id: 'consent-intro', class: 'consent__intro' }, t(texts.intro)),
    element(
      'details',
      { class: 'consent__details', open: current !== undefined },
      element('summary', { class: 'consent__summary' }, t(texts.choose)),
      form,
    ),
    element('div', { class: 'consent__actions' }, reject, accept),
  ) as HTMLDialogElement;
  let answer: ConsentCategories | undefined;
  const close = (choice: ConsentCategories) => {
    answer = choice;
    dialog.close();
  };
  reject.addEventListener('click', () => close(rejectAll));
  accept.addEventListener('click', () => close(acceptAll));
  save.addEventListener('click', () => {
    const data = new FormData(form as HTMLFormElement);
    close({ analytics: data.has('analytics'), marketing: data.has('marketing') });
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  // The rest of the page is inert; Tab past the last control comes back to the first, not to the browser's bar.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const controls = focusables(dialog);
    const active = document.activeElement;
    if (event.shiftKey && (active === controls[0] || active === dialog)) {
      event.preventDefault();
      controls.at(-1)?.focus();
    } else if (!event.shiftKey && active === controls.at(-1)) {
      event.preventDefault();
      controls[0]?.focus();
    }
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    open = false;
    onChoice(answer ?? rejectAll);
  });
  document.body.appendChild(dialog);
  dialog.showModal();
  // The dialog itself, not either button: its name and text are read first, and no answer is suggested.
  dialog.focus();
}
