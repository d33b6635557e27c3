import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesktopNavigation } from './DesktopNavigation';
import { firstLevelsOf, visibleNodes } from '../../content/navigation-tree';
import type { NavigationLevels } from '../../router-context';
import { UiStateProvider } from '../../layouts/ui-state';
import { renderInRouter } from '../../../test/dom/render-in-router';
import { tree } from '../../../test/fixtures/navigation-tree';
import { handLevels } from '../../../test/dom/hand-navigation-levels';

afterEach(cleanup);

const renderNavigation = () =>
  renderInRouter(
    () => (
      <UiStateProvider>
        <DesktopNavigation items={visibleNodes(tree)} source="content" />
      </UiStateProvider>
    ),
    { path: '/contacts', screen: 'contacts', locale: 'default' },
  );

describe('desktop navigation', () => {
  it('a first-level node opens its panel; choosing it again closes it', async () => {
    await renderNavigation();
    const retail = screen.getByRole('button', { name: 'Retail' });
    const panel = document.getElementById(retail.getAttribute('aria-controls')!)!;
    expect(retail.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    fireEvent.click(retail);
    expect(retail.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    fireEvent.click(retail);
    expect(retail.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('only one first-level panel is open at a time', async () => {
    await renderNavigation();
    fireEvent.click(screen.getByRole('button', { name: 'Retail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Network' }));
    expect(screen.getByRole('button', { name: 'Retail' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Network' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('a second-level node shows its icon and opens its third-level list, which closes with the panel', async () => {
    await renderNavigation();
    const retail = screen.getByRole('button', { name: 'Retail' });
    fireEvent.click(retail);
    const second = screen.getByRole('button', { name: 'News and articles' });
    expect(second.querySelector('img')?.getAttribute('src')).toBe('/icons/calendar.svg');
    const third = document.getElementById(second.getAttribute('aria-controls')!)!;
    expect(third.hidden).toBe(true);
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(third)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['News and articles', '/news'],
      ['News', '/news'],
      ['Green retail', '/green-retail'],
    ]);
    fireEvent.click(retail);
    fireEvent.click(retail);
    expect(screen.getByRole('button', { name: 'News and articles' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('external links open in a new tab; the register link is not a navigation entry', async () => {
    await renderNavigation();
    fireEvent.click(screen.getByRole('button', { name: 'Network' }));
    fireEvent.click(screen.getByRole('button', { name: 'Support' }));
    const brand = screen.getByRole('link', { name: 'Brand website' });
    expect(brand.getAttribute('href')).toBe('https://brand.example/');
    expect(brand.getAttribute('target')).toBe('_blank');
    expect(brand.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByText('Administration')).toBeNull();
  });
});

describe('levels that come later (decision 129)', () => {
  const renderFirstLevels = (levels: NavigationLevels) =>
    renderInRouter(
      () => (
        <UiStateProvider>
          <DesktopNavigation items={visibleNodes(firstLevelsOf({ items: tree }).items)} source="content" />
        </UiStateProvider>
      ),
      { path: '/contacts', screen: 'contacts', locale: 'default', context: { navigationLevels: levels } },
    );

  it('asks for them when a pointer comes over the navigation; a panel opened meanwhile says it is loading, then lists them', async () => {
    const hand = handLevels();
    await renderFirstLevels(hand.levels);
    const retail = screen.getByRole('button', { name: 'Retail' });
    fireEvent.pointerOver(retail);
    expect(hand.levels.load).toHaveBeenCalledWith('default');
    fireEvent.click(retail);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await hand.answer();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'News and articles' })).toBeTruthy();
    // Every other panel has them at hand: no second request.
    fireEvent.click(screen.getByRole('button', { name: 'Network' }));
    expect(screen.getByRole('button', { name: 'Support' })).toBeTruthy();
    expect(hand.requests).toBe(1);
  });

  it('says when they cannot be had, and asks again at "Try again"', async () => {
    const hand = handLevels();
    await renderFirstLevels(hand.levels);
    fireEvent.click(screen.getByRole('button', { name: 'Retail' }));
    await hand.fail();
    expect(screen.getByRole('alert').textContent).toContain('The menu could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(hand.requests).toBe(2);
    await hand.answer();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'News and articles' })).toBeTruthy();
  });
});
