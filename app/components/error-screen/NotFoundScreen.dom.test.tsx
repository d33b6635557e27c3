import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, notFound, Outlet, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundScreen } from './ErrorScreen';
import type { FooterContent } from '../../content/queries/footer';
import { activateLocale, createI18n } from '../../i18n/setup';
import type { DefaultLayoutData } from '../../layouts/default-layout-route';

afterEach(cleanup);

const catalogs = import.meta.glob<{ messages: Record<string, string> }>('../../../locales/*/messages.po');

const contentFooter: FooterContent = {
  links: [{ key: 'privacy', title: 'Privacy policy', href: '/privacy', external: false, newWindow: false }],
  copyright: '© 2025 Brand Retail Network',
};

/**
 * The app's shape around a 404 (app/router.tsx): the default layout's pathless route loads the footer, the
 * article catch-all under it finds nothing, and the layout route answers with the 404 screen.
 */
async function renderNotFound(layout: Partial<DefaultLayoutData> | null) {
  const i18n = createI18n();
  await activateLocale(i18n, 'default', async (code) => (await catalogs[`../../../locales/${code}/messages.po`]!()).messages);
  const root = createRootRoute({ component: Outlet, notFoundComponent: NotFoundScreen });
  const defaultLayout = createRoute({
    getParentRoute: () => root,
    id: 'layout-default',
    staticData: { layout: 'default' },
    loader: () => layout ?? {},
    component: Outlet,
    notFoundComponent: NotFoundScreen,
  });
  const article = createRoute({
    getParentRoute: () => defaultLayout,
    path: '$',
    staticData: { screen: 'articles-slug', locale: 'default' },
    loader: () => {
      throw notFound();
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([defaultLayout.addChildren([article])]),
    history: createMemoryHistory({ initialEntries: ['/no-such-page'] }),
    notFoundMode: 'root',
  });
  await router.load();
  // Rendered in an awaited act: the footer suspends until its promise settles, and React resolves it inside the act.
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
  });
  await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  return document.querySelector('.footer')!;
}

describe('the 404 screen', () => {
  it('shows the site footer from content when the layout could load it', async () => {
    const footer = await renderNotFound({ footer: Promise.resolve(contentFooter), navigation: Promise.resolve({ items: [] }) });
    await waitFor(() => expect(footer.querySelector('.footer__links')?.getAttribute('data-source')).toBe('content'));
    expect(footer.textContent).toContain('Privacy policy');
    expect(footer.textContent).toContain('© 2025 Brand Retail Network');
    expect(footer.textContent).not.toContain('© Retailer Experience');
  });

  it('falls back to the fixed footer only when content has no footer', async () => {
    const footer = await renderNotFound({ footer: Promise.resolve(null), navigation: Promise.resolve({ items: [] }) });
    await waitFor(() => expect(footer.textContent).toContain('© Retailer Experience'));
    expect(footer.querySelector('.footer__links')?.getAttribute('data-source')).toBe('fixed');
  });
});
