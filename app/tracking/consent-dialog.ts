import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import buttonStyles from '../blocks/button/button.css?inline';
import { metaFields } from '../forms/submission';
import { acceptAll, rejectAll, type ConsentCategories } from './consent-choice';
import dialogStyles from './consent-dialog.css?inline';

/**
 * The consent dialog's markup, one source for both sides (decision 127): the worker writes it into the page of a
 * signed-in visitor who has not chosen, so it paints with the page; the browser builds the same markup when the
 * footer's "Cookie settings" reopens it. Its texts live in a catalog of their own (locales/{code}/consent.po): the
 * worker has every catalog, the browser loads that one only when the dialog is reopened.
 */
export const consentTexts = {
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

/** The dialog's styles with the buttons' (a page without a button block has none): inline, so nothing is fetched. */
export const consentStyles = `${buttonStyles}${dialogStyles}`;

/** What a post of the dialog's form names: the form, and the answer its button gave. */
export const consentForm = { name: 'consent', answer: 'consent' } as const;

export type ConsentAnswer = 'accept' | 'reject' | 'save';

/** The choice a posted answer makes; `save` takes the ticked categories. */
export function choiceOf(answer: unknown, ticked: (category: keyof ConsentCategories) => boolean): ConsentCategories | undefined {
  if (answer === 'accept') return acceptAll;
  if (answer === 'reject') return rejectAll;
  if (answer === 'save') return { analytics: ticked('analytics'), marketing: ticked('marketing') };
  return undefined;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for element content and quoted attribute values: the catalogs are translators' text, never markup. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

export interface ConsentDialogMarkup {
  readonly i18n: I18n;
  /** The stored choice when the visitor reopens the dialog; undefined on a first visit (nothing pre-ticked). */
  readonly current: ConsentCategories | undefined;
  /** Written open (non-modal until the page's script makes it modal); the browser opens its own with `showModal`. */
  readonly open: boolean;
}

/**
 * A `<dialog>` holding one form that posts to the page itself: without JavaScript the worker keeps the answer and
 * sends the visitor back (worker/forms/consent-post.ts); with it, the page's script answers in place. "Reject all"
 * and "Accept all" are the same button side by side; the categories are one step away, nothing pre-ticked. The
 * category "Save" comes first in the form, so Enter in a checkbox saves the ticked categories.
 */
export function consentDialogHtml({ i18n, current, open }: ConsentDialogMarkup): string {
  const t = (text: MessageDescriptor) => escapeHtml(i18n._(text));
  const category = (name: string, label: MessageDescriptor, description: MessageDescriptor, state: string) =>
    `<label class="consent__category"><input type="checkbox" name="${name}" value="1" aria-describedby="consent-${name}"${state}>` +
    `<span><span class="consent__name">${t(label)}</span><span class="consent__description" id="consent-${name}">${t(description)}</span></span></label>`;
  const ticked = (on: boolean | undefined) => (on ? ' checked' : '');
  const answer = (value: ConsentAnswer, kind: string, label: MessageDescriptor) =>
    `<button type="submit" name="${consentForm.answer}" value="${value}" class="button button--${kind}">${t(label)}</button>`;
  return (
    `<dialog class="consent"${open ? ' open' : ''} aria-labelledby="consent-title" aria-describedby="consent-intro" tabindex="-1">` +
    `<form method="post" class="consent__form"><input type="hidden" name="${metaFields.form}" value="${consentForm.name}">` +
    `<h2 id="consent-title" class="consent__title">${t(consentTexts.title)}</h2>` +
    `<p id="consent-intro" class="consent__intro">${t(consentTexts.intro)}</p>` +
    `<details class="consent__details"${current ? ' open' : ''}><summary class="consent__summary">${t(consentTexts.choose)}</summary>` +
    `<fieldset class="consent__categories"><legend class="visually-hidden">${t(consentTexts.categories)}</legend>` +
    category('necessary', consentTexts.necessary, consentTexts.necessaryText, ' checked disabled') +
    category('analytics', consentTexts.analytics, consentTexts.analyticsText, ticked(current?.analytics)) +
    category('marketing', consentTexts.marketing, consentTexts.marketingText, ticked(current?.marketing)) +
    `</fieldset>${answer('save', 'secondary consent__save', consentTexts.save)}</details>` +
    `<div class="consent__actions">${answer('reject', 'primary consent__answer', consentTexts.reject)}${answer('accept', 'primary consent__answer', consentTexts.accept)}</div>` +
    '</form></dialog>'
  );
}
