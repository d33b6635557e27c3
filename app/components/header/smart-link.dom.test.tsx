import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesktopNavigation } from './DesktopNavigation';
import { MobileMenu } from './MobileMenu';
import { visibleNodes, type NavigationItem } from '../../content/navigation-tree';
import { UiStateProvider, useUiStore } from '../../layouts/ui-state';
import { renderInRouter } from '../../../test/dom/render-in-router';
import { tree } from '../../../test/fixtures/navigation-tree';

afterEach(cleanup);

/** The demo tree as content gives it: every node an item; a third level titled by its link's title. */
const withItems = (nodes: NavigationItem[]): NavigationItem[] =>
  nodes.map((node) => ({
    ...node,
    smart: { itemId: `id-${node.key}` },
    ...(node.key.startsWith('n3_') ? { titleSmart: { itemId: `link-${node.key}` } } : {}),
    children: withItems(node.children),
  }));
const root = { itemId: 'id-header' };

const attributes = (element: Element | null) =>
  Object.fromEntries([...(element?.attributes ?? [])].filter((a) => a.name.startsWith('data-kontent')).map((a) => [a.name, a.value]));

function OpenMenu({ items }: { items: NavigationItem[] }) {
  const store = useUiStore();
  return (
    <>
      <button type="button" onClick={store.toggleMenu}>
        open
      </button>
      <MobileMenu items={items} root={root} />
    </>
  );
}

describe('navigation smart-link attributes (decision 077)', () => {
  it('desktop: the header navigation item owns the first levels, each level its title, icon and items', async () => {
    await renderInRouter(
      () => (
        <UiStateProvider>
          <DesktopNavigation items={visibleNodes(withItems(tree))} source="content" root={root} />
        </UiStateProvider>
      ),
      { path: '/contacts', screen: 'contacts', locale: 'default' },
    );
    const retail = screen.getByRole('button', { name: 'Retail' });
    expect(attributes(retail.closest('ul'))).toMatchObject({
      'data-kontent-item-id': 'id-header',
      'data-kontent-element-codename': 'items',
      'data-kontent-add-button-insert-position': 'end',
    });
    // The entry names its item without a highlight of its own; the title is what editors click.
    expect(attributes(retail.closest('li'))).toEqual({ 'data-kontent-item-id': 'id-retail', 'data-kontent-disable-features': 'highlight' });
    expect(attributes(retail)).toEqual({ 'data-kontent-element-codename': 'title' });
    fireEvent.click(retail);
    const second = screen.getByText('News and articles', { selector: 'button span' });
    expect(attributes(second)).toEqual({ 'data-kontent-element-codename': 'title' });
    expect(attributes(second.closest('li'))).toMatchObject({ 'data-kontent-item-id': 'id-retail_news' });
    expect(attributes(second.closest('ul'))).toMatchObject({ 'data-kontent-element-codename': 'items', 'data-kontent-add-button': '' });
    expect(attributes(second.parentElement?.querySelector('img') ?? null)).toEqual({ 'data-kontent-element-codename': 'icon' });
    // A third level shows its link's title: the link item and its title on the anchor.
    const third = screen.getByText('Green retail', { selector: 'a' });
    expect(attributes(third)).toEqual({ 'data-kontent-item-id': 'link-n3_green', 'data-kontent-element-codename': 'title' });
  });

  it('the site’s fixed sections are not content and carry nothing', async () => {
    const fixed: NavigationItem[] = [{ key: 'section_news', title: 'News', href: '/news', children: [] }];
    const { container } = await renderInRouter(
      () => (
        <UiStateProvider>
          <DesktopNavigation items={fixed} source="fixed" />
        </UiStateProvider>
      ),
      { path: '/contacts', screen: 'contacts', locale: 'default' },
    );
    expect(container.querySelector('[data-kontent-item-id], [data-kontent-element-codename]')).toBeNull();
  });

  it('mobile: the same marks, level by level', async () => {
    await renderInRouter(
      () => (
        <UiStateProvider>
          <OpenMenu items={visibleNodes(withItems(tree))} />
        </UiStateProvider>
      ),
      { path: '/contacts', screen: 'contacts', locale: 'default' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const retail = screen.getByRole('button', { name: 'Retail' });
    expect(attributes(retail.closest('ul'))).toMatchObject({ 'data-kontent-item-id': 'id-header', 'data-kontent-element-codename': 'items' });
    expect(attributes(screen.getByText('Retail', { selector: 'span' }))).toEqual({ 'data-kontent-element-codename': 'title' });
    fireEvent.click(retail);
    fireEvent.click(screen.getByRole('button', { name: 'News and articles' }));
    expect(attributes(screen.getByText('Green retail', { selector: 'span' }))).toEqual({
      'data-kontent-item-id': 'link-n3_green',
      'data-kontent-element-codename': 'title',
    });
  });
});
