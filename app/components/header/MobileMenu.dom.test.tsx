import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MobileMenu } from './MobileMenu';
import { firstLevelsOf, visibleNodes } from '../../content/navigation-tree';
import type { NavigationLevels } from '../../router-context';
import { handLevels } from '../../../test/dom/hand-navigation-levels';
import { createUiStore, UiStateProvider } from '../../layouts/ui-state';
import { renderInRouter } from '../../../test/dom/render-in-router';
import { tree } from '../../../test/fixtures/navigation-tree';

afterEach(() => {
  cleanup();
  document.getElementById('menu-button')?.remove();
});

/** The header's menu button, shown (a phone's width) or not (the desktop navigation's); jsdom lays nothing out. */
function menuButton(shown: boolean) {
  const button = document.createElement('button');
  button.id = 'menu-button';
  Object.defineProperty(button, 'offsetParent', { get: () => (shown ? document.body : null) });
  document.body.appendChild(button);
}

async function renderMenu(items = visibleNodes(tree), navigationLevels?: NavigationLevels) {
  const store = createUiStore();
  const view = await renderInRouter(
    () => (
      <UiStateProvider store={store}>
        <MobileMenu items={items} />
      </UiStateProvider>
    ),
    { path: '/contacts', screen: 'contacts', locale: 'cs', ...(navigationLevels ? { context: { navigationLevels } } : {}) },
  );
  return { ...view, store };
}

const expanded = (name: string) => screen.getByRole('button', { name, hidden: true }).getAttribute('aria-expanded');

describe('mobile menu', () => {
  it('is hidden until the menu opens, and labelled in the page language', async () => {
    const { store } = await renderMenu();
    const menu = document.getElementById('mobile-menu')!;
    expect(menu.hidden).toBe(true);
    store.openMenu();
    expect(await screen.findByRole('navigation', { name: 'Hlavní navigace' })).toBeTruthy();
    expect(menu.hidden).toBe(false);
  });

  it('where the menu button shows, renders its content closed once the page is idle; opening only shows it', async () => {
    menuButton(true);
    const { store } = await renderMenu();
    const menu = document.getElementById('mobile-menu')!;
    await waitFor(() => expect(menu.querySelector('nav')).not.toBeNull(), { timeout: 2000 });
    // Prepared, the closed menu is laid out out of sight (header.css hides `data-open="false"`): opening lays out nothing.
    expect(menu.dataset.open).toBe('false');
    expect(menu.hidden).toBe(false);
    const nav = menu.querySelector('nav');
    store.openMenu();
    await waitFor(() => expect(menu.dataset.open).toBe('true'));
    expect(menu.querySelector('nav')).toBe(nav);
  });

  it('where the menu button does not show, stays empty until it opens', async () => {
    menuButton(false);
    await renderMenu();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(document.getElementById('mobile-menu')!.childElementCount).toBe(0);
  });

  it('expands nested sections up to the third level; closing a parent collapses its children', async () => {
    const { store } = await renderMenu();
    store.openMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'Retail' }));
    fireEvent.click(screen.getByRole('button', { name: 'News and articles' }));
    expect(expanded('Retail')).toBe('true');
    expect(expanded('News and articles')).toBe('true');
    expect(screen.getByRole('link', { name: 'Green retail' }).getAttribute('href')).toBe('/green-retail');
    fireEvent.click(screen.getByRole('button', { name: 'Retail' }));
    expect(expanded('Retail')).toBe('false');
    // Opening the parent again shows its children collapsed.
    fireEvent.click(screen.getByRole('button', { name: 'Retail' }));
    expect(expanded('News and articles')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Green retail' })).toBeNull();
  });

  it('following a link closes the menu', async () => {
    const { store } = await renderMenu();
    store.openMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'Retail' }));
    fireEvent.click(screen.getByRole('link', { name: 'Customer process' }));
    expect(store.get().isMenuOpen).toBe(false);
  });

  it('with the first levels only (decision 129): opening the menu asks for the rest, which fills a section opened meanwhile', async () => {
    const hand = handLevels();
    const { store } = await renderMenu(visibleNodes(firstLevelsOf({ items: tree }).items), hand.levels);
    expect(hand.requests).toBe(0);
    store.openMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'Retail' }));
    expect(hand.levels.load).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Načítání…');
    await hand.answer();
    fireEvent.click(screen.getByRole('button', { name: 'News and articles' }));
    expect(screen.getByRole('link', { name: 'Green retail' }).getAttribute('href')).toBe('/green-retail');
    expect(hand.requests).toBe(1);
  });
});
