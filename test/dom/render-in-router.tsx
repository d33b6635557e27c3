import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { locales, type LocaleCode } from '../../app/i18n/locales';
import { withFormTexts } from '../../app/forms/texts-catalog';
import { activateLocale, createI18n } from '../../app/i18n/setup';
import type { RouterContext } from '../../app/router-context';
import type { ScreenName } from '../../app/screens/screens';

const catalogs = import.meta.glob<{ messages: Record<string, string> }>('../../locales/*/messages.po');

/**
 * Renders a component inside a small router whose only route stands for a screen of the app at `path`, with the
 * locale's real catalog active (the forms' texts in it), as the app renders it. `hash` (`#…`) is the location's.
 */
export async function renderInRouter(
  ui: () => ReactNode,
  options: { path: string; hash?: string; screen: ScreenName; locale: LocaleCode; context?: Partial<RouterContext> },
) {
  const i18n = createI18n();
  // A copy: a form's texts join the catalog object (app/forms/texts-catalog.ts), never the module every test shares.
  await activateLocale(i18n, options.locale, async (code) => ({ ...(await catalogs[`../../locales/${code}/messages.po`]!()).messages }));
  // The forms' texts are in it, as in the worker's HTML (a form would otherwise wait for them: decision 125).
  await withFormTexts(i18n);
  const root = createRootRoute({ component: Outlet });
  const screenRoute = createRoute({
    getParentRoute: () => root,
    path: options.path,
    staticData: { screen: options.screen, locale: options.locale },
    component: () => <>{ui()}</>,
  });
  const otherPaths = locales.flatMap((locale) => [`${locale.prefix}/kontakty`, `${locale.prefix}/contacts`, locale.prefix || '/']);
  const others = [...new Set(otherPaths)]
    .filter((path) => path !== options.path)
    .map((path) => createRoute({ getParentRoute: () => root, path, component: () => <p>elsewhere</p> }));
  const router = createRouter({
    routeTree: root.addChildren([screenRoute, ...others]),
    history: createMemoryHistory({ initialEntries: [`${options.path}${options.hash ?? ''}`] }),
    ...(options.context ? { context: options.context } : {}),
  });
  await router.load();
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { ...view, router };
}
