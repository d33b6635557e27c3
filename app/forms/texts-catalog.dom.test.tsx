import type { I18n, Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocaleCode } from '../i18n/locales';
import { activateLocale, createI18n } from '../i18n/setup';
import { hasFormTexts, loadFormsCatalog, useFormTexts, withFormTexts } from './texts-catalog';
import { formTexts } from './texts';

// Decision 125: the page's catalog holds no form text; a form loads its texts' catalog before it renders, without
// a change event that would render the rest of the page again.
const pageCatalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');

// Copies, as each test's page has its own: the forms' texts join the catalog object they are loaded for.
const pageCatalog = async (code: LocaleCode) => ({ ...(await pageCatalogs[`../../locales/${code}/messages.po`]!()).messages });

async function pageI18n(code: LocaleCode) {
  const i18n = createI18n();
  await activateLocale(i18n, code, pageCatalog);
  return i18n;
}

function RequiredNote() {
  const i18n = useFormTexts();
  return <p>{i18n._(formTexts.requiredNote)}</p>;
}

/** As a form: its texts first, then hooks of its own (the newsletter form reads the screen, then keeps state). */
function FormWithState() {
  const i18n = useFormTexts();
  const [sent] = useState(false);
  return <p>{sent ? '' : i18n._(formTexts.requiredNote)}</p>;
}

/** A form's stand-in under a Suspense boundary, as a deferred view renders it (app/deferred.tsx). */
async function renderForm(i18n: I18n) {
  // In act, as React's test environment wants a render that suspends: it then renders again once the load is done.
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>waiting</p>}>
          <RequiredNote />
        </Suspense>
      </I18nProvider>,
    );
  });
}

describe('the forms’ texts, a catalog of their own', () => {
  afterEach(cleanup);

  it('are not in the page’s catalog, and every locale has them in its forms catalog', async () => {
    const i18n = await pageI18n('cs');
    expect(hasFormTexts(i18n)).toBe(false);
    expect(i18n._('common.back')).toBe('Zpět');
    expect((await loadFormsCatalog('cs'))[formTexts.requiredNote.id]).toBeDefined();
  });

  it('load before a form renders, in the page’s language, without a change event', async () => {
    const i18n = await pageI18n('cs');
    const changes = vi.fn();
    i18n.on('change', changes);
    await renderForm(i18n);
    expect(await screen.findByText('Pole označená * jsou povinná.')).toBeTruthy();
    expect(hasFormTexts(i18n)).toBe(true);
    // The page's own texts are still there, and nothing asked the page to render again.
    expect(i18n._('common.back')).toBe('Zpět');
    expect(changes).not.toHaveBeenCalled();
  });

  it('a form rendered again in another language waits for that language’s texts', async () => {
    const i18n = await pageI18n('default');
    await withFormTexts(i18n);
    expect(hasFormTexts(i18n)).toBe(true);
    await act(() => activateLocale(i18n, 'cs', pageCatalog));
    expect(hasFormTexts(i18n)).toBe(false);
    await renderForm(i18n);
    expect(await screen.findByText('Pole označená * jsou povinná.')).toBeTruthy();
  });

  it('a form rendered in a transition, as the router renders, calls the same hooks before and after its texts come', async () => {
    // The texts' load ends while React waits on it inside the render: React then renders the form again in place,
    // and a form that skipped `use` once its texts were there broke the order of its hooks (React's "called use()
    // to suspend in a previous render but did not call use() when it finished"), and React rendered the whole root
    // again from scratch.
    // Outside act, as in a browser: React's scheduler runs the render in slices and pings it when the load ends.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recovered = vi.fn();
    const i18n = await pageI18n('cs');
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container, { onRecoverableError: recovered });
    const page = (form: boolean) => (
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>waiting</p>}>{form ? <FormWithState /> : <p>before</p>}</Suspense>
      </I18nProvider>
    );
    try {
      // The form comes into a boundary the page shows already (a navigation): React keeps the page as it is until
      // the texts are there, then renders the suspended form again in place.
      root.render(page(false));
      await vi.waitFor(() => expect(container.textContent).toBe('before'));
      startTransition(() => root.render(page(true)));
      await vi.waitFor(() => expect(container.textContent).toBe('Pole označená * jsou povinná.'));
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
      expect(recovered).not.toHaveBeenCalled();
    } finally {
      root.unmount();
      container.remove();
      errors.mockRestore();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });
});
