import type { I18n, Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import type { LocaleCode } from '../i18n/locales';
import { formTexts } from './texts';

// The forms' texts (texts.ts, contact-texts.ts, rule-messages.ts) are a catalog of their own, locales/{code}/forms.po
// (decision 125): every page's first load carries the page's catalog, and the forms' script loads after the page
// (decision 095), so their texts load with them. The worker adds them to every page's catalog (worker/ssr/catalogs.ts).
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/forms.po');

/** The forms' catalog of a locale. */
export async function loadFormsCatalog(code: LocaleCode): Promise<Messages> {
  const load = catalogs[`../../locales/${code}/forms.po`];
  if (!load) throw new Error(`No forms catalog for locale ${code}`);
  return (await load()).messages;
}

/** Whether the active locale's catalog has the forms' texts (one of them stands for all: a test checks each catalog is whole). */
export function hasFormTexts(i18n: I18n): boolean {
  return Object.hasOwn(i18n.messages, formTexts.requiredNote.id);
}

/**
 * One load per catalog object (a locale's catalog as the page's Lingui instance holds it); a failed one is forgotten,
 * so the next render tries again.
 */
const loading = new WeakMap<Messages, Promise<void>>();

/**
 * Adds the forms' texts to the active locale's catalog, once. They go into the catalog object itself, without Lingui's
 * change event: nothing shown changes (no form rendered without them), and a change event while parts of the page
 * still wait for their chunks to hydrate would make React render those parts from scratch instead of hydrating them.
 * Into the object the load started for: should the visitor change language meanwhile, they still join their own.
 */
export function withFormTexts(i18n: I18n): Promise<void> {
  const catalog = i18n.messages;
  let pending = loading.get(catalog);
  if (!pending) {
    pending = loadFormsCatalog(i18n.locale as LocaleCode).then(
      (messages) => {
        Object.assign(catalog, messages);
      },
      (error: unknown) => {
        loading.delete(catalog);
        throw error;
      },
    );
    loading.set(catalog, readableByUse(pending));
  }
  return pending;
}

/**
 * Marks the promise settled the way React's `use` reads one (its `status` and `value`), as React itself does with a
 * promise it waited on: a form that first renders after the load then renders at once instead of waiting a turn.
 */
function readableByUse<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

/** A promise React's `use` reads as settled without waiting: React looks at a thenable's `status` and `value`. */
const present: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * The page's Lingui instance once it has the forms' texts in its active locale: a form's component calls this first.
 * Until they are there, the form suspends; in the browser its deferred view's boundary keeps the server's HTML
 * meanwhile (app/deferred.tsx). A failed load fails like the form's own chunk (the chunk-reload handler).
 * `use` is called on every render, with or without the texts: React renders a form that suspended again in place once
 * the load ends, and expects the same calls, with the same promise, as before it suspended. Skipping `use` then broke
 * the order of the form's hooks, and React threw the render away and rendered the whole root again from scratch.
 */
export function useFormTexts(): I18n {
  const { i18n } = useLingui();
  // The load's own promise whenever there is one, settled or not: React renders the form again with the same one.
  use(loading.get(i18n.messages) ?? (hasFormTexts(i18n) ? present : withFormTexts(i18n)));
  return i18n;
}
