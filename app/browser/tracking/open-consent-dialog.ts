import type { I18n, Messages } from '@lingui/core';
import { rejectAll, type ConsentCategories } from '../../tracking/consent-choice';
import { choiceOf, consentDialogHtml, consentStyles } from '../../tracking/consent-dialog';
import { afterNextPaint } from '../../dom';

const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/consent.po');

/** Adds the dialog's catalog to the page's translations; without it (a failed load) the ids' English stands in. */
async function loadTexts(i18n: I18n): Promise<void> {
  const load = catalogs[`../../../locales/${i18n.locale}/consent.po`];
  if (load) i18n.load(i18n.locale, (await load()).messages);
}

/** What can take focus in the dialog now: a closed `<details>` hides its checkboxes and its button. */
const focusables = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>('summary, button, input:not([disabled])')].filter((node) => node.checkVisibility?.() ?? true);

/** The visitor's answer: Escape, or the dialog closed any other way, counts as "Reject all". */
export type OnConsentChoice = (choice: ConsentCategories) => void;

let open = false;

/**
 * Makes a consent dialog modal and answers it in place (decisions 113, 127): in the browser's top layer, so nothing
 * under it moves, and the rest of the page inert. Focus moves to the dialog itself (its name and text are read first,
 * no answer is suggested), Tab cycles inside it, Escape rejects; closed, the browser returns focus where it was. Its
 * form's buttons say the answer; the post the form would make without JavaScript is not sent.
 */
function answerInPlace(dialog: HTMLDialogElement, onChoice: OnConsentChoice): void {
  open = true;
  const form = dialog.querySelector('form');
  let answered = false;
  const answer = (choice: ConsentCategories) => {
    if (answered) return;
    answered = true;
    open = false;
    dialog.remove();
    onChoice(choice);
  };
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const button = event.submitter as HTMLButtonElement | null;
    const choice = choiceOf(button?.value ?? 'save', (category) => data.has(category)) ?? rejectAll;
    // Gone from the screen in the tap's paint; closed and answered in the task after it (not on the `close` event,
    // which the browser sends a task later still): closing a modal dialog restyles the whole page, which stops being
    // inert, and the answer starts tracking (issue 30: a tap answered within 100 ms at a 4× slowed phone).
    dialog.style.display = 'none';
    afterNextPaint(() => {
      dialog.close();
      answer(choice);
    });
  });
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
    // The close of the page's non-modal dialog below arrives after it is modal again: no answer, nothing to do.
    if (!dialog.open) answer(rejectAll);
  });
  // The page wrote it open but not modal (no script could make it so yet): closed and shown again in one task, it
  // never leaves the screen.
  if (dialog.open) dialog.close();
  dialog.showModal();
  dialog.focus();
}

/** The dialog the worker wrote into the page (decision 127), answered in place from now on. */
export function adoptConsentDialog(dialog: HTMLDialogElement, onChoice: OnConsentChoice): void {
  if (open) return;
  answerInPlace(dialog, onChoice);
}

export interface ConsentDialogOptions {
  readonly i18n: I18n;
  /** The stored choice when the visitor reopens the dialog; undefined on a first visit (nothing pre-ticked). */
  readonly current: ConsentCategories | undefined;
  readonly onChoice: OnConsentChoice;
}

/**
 * Opens the dialog again ("Cookie settings" in the footer), or for the first time on a page the worker wrote
 * without it: the same markup as the worker's (app/tracking/consent-dialog.ts), its styles added once. Opening it
 * twice does nothing.
 */
export async function openConsentDialog({ i18n, current, onChoice }: ConsentDialogOptions): Promise<void> {
  if (open) return;
  open = true;
  await loadTexts(i18n).catch((error: unknown) => console.error('Consent texts failed to load', error));
  if (!document.querySelector('style[data-consent]')) {
    const style = document.createElement('style');
    style.dataset.consent = '';
    style.textContent = consentStyles;
    document.head.appendChild(style);
  }
  document.body.insertAdjacentHTML('beforeend', consentDialogHtml({ i18n, current, open: false }));
  answerInPlace(document.body.lastElementChild as HTMLDialogElement, onChoice);
}
