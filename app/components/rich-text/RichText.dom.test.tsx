import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichText } from './RichText';
import { richText, type RichText as RichTextValue } from '../../blocks/registry';
import type { WireItemOf } from '../../content/wire';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

async function renderInApp(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{ui}</> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

function resolve(value: string, extra: Record<string, unknown> = {}): RichTextValue | null {
  const item: WireItemOf<'article'> = {
    system: { id: 'i', name: 'i', codename: 'i', language: 'en', type: 'article', collection: 'default', sitemap_locations: [], last_modified: '' },
    elements: { body: { type: 'rich_text', name: 'Body', value, images: {}, links: {}, modular_content: [], ...extra } },
  };
  return richText(item, 'body', { locale: 'default', modular: {}, preview: false });
}

afterEach(() => vi.restoreAllMocks());

describe('rich text rendering', () => {
  it('renders headings, marks, nested lists, tables and links as elements', async () => {
    const value = resolve(
      '<h3>Head</h3><p><strong>B</strong> <em>I</em> <code>C</code> <a href="https://x.example" data-new-window="true">out</a> <a data-item-id="l" href="">in</a></p>' +
        '<ul><li>One<ul><li>Two</li></ul></li></ul><table><tbody><tr><td>Cell</td></tr></tbody></table>',
      { links: { l: { codename: 'faq', type: 'faq_page', url_slug: '' } } },
    );
    const { container } = await renderInApp(<RichText value={value} element="body" />);
    expect(container.querySelector('[data-kontent-element-codename="body"] h3')?.textContent).toBe('Head');
    expect(container.querySelector('strong')?.textContent).toBe('B');
    expect(container.querySelector('em')?.textContent).toBe('I');
    expect(container.querySelector('code')?.textContent).toBe('C');
    expect(container.querySelector('a[href="https://x.example"]')?.getAttribute('target')).toBe('_blank');
    expect(container.querySelector('a[href="/faqs"]')?.textContent).toBe('in');
    expect(container.querySelector('ul ul li')?.textContent).toBe('Two');
    expect(container.querySelector('td')?.textContent).toBe('Cell');
  });

  it('renders a link over differently styled words as one link, line breaks, sub and sup, and list items in their order', async () => {
    const value = resolve(
      '<p><a href="https://x.example">a <strong>b</strong> c</a></p><p>one<br>two <sub>2</sub><sup>3</sup></p><ol><li>First</li><li>Second<ol><li>Inner</li></ol></li><li>Third</li></ol>',
    );
    const { container } = await renderInApp(<RichText value={value} />);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.innerHTML).toBe('a <strong>b</strong> c');
    expect(container.querySelectorAll('p')[1]?.innerHTML).toBe('one<br>two <sub>2</sub><sup>3</sup>');
    expect([...container.querySelectorAll('.rich-text > ol > li')].map((li) => li.firstChild?.textContent)).toEqual(['First', 'Second', 'Third']);
    expect(container.querySelector('ol > li:nth-child(2) > ol > li')?.textContent).toBe('Inner');
  });

  it('an unknown list style or mark warns and still shows the text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const value = resolve('<ul><li><strong>item</strong></li></ul>')!;
    const [list] = value.blocks;
    if (list?._type !== '@list') throw new Error('expected a list');
    const [item] = list.children;
    const strong = item?.children[0];
    if (typeof strong !== 'object' || strong._type !== '@span') throw new Error('expected a marked run');
    value.blocks = [{ ...list, listItem: 'roman', children: [{ ...item!, children: [{ ...strong, markType: 'glow' }] }] }];
    const { container } = await renderInApp(<RichText value={value} />);
    expect(container.querySelector('ul span.unknown__pt__mark__glow')?.textContent).toBe('item');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('roman'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('glow'));
  });

  it('never renders a javascript: link, and injects no HTML', async () => {
    const value = resolve('<p><a href="javascript:alert(1)">bad</a> &lt;img src=x onerror=alert(1)&gt;</p>');
    const { container } = await renderInApp(<RichText value={value} />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('bad <img src=x onerror=alert(1)>');
  });

  it("links an asset through the site's /files/ path, never its asset URL (decision 110)", async () => {
    const id = '3c1f9a2e-5b7d-4e8f-9a1b-2c3d4e5f6a7b';
    const value = resolve(
      `<p><a data-asset-id="a" href="https://assets.example/env/${id}/Standards%202025.pdf">PDF</a> <a data-asset-id="b" href="https://assets.example/odd.pdf">odd</a></p>`,
    );
    const { container } = await renderInApp(<RichText value={value} />);
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([`/files/${id}/Standards%202025.pdf`]);
    expect(container.innerHTML).not.toContain('assets.example');
    expect(container.textContent).toContain('odd');
  });

  it('empty rich text renders nothing', async () => {
    const { container } = await renderInApp(<RichText value={resolve('<p><br></p>')} />);
    expect(container.querySelector('.rich-text')).toBeNull();
  });

  it('an unknown block style warns and still shows the text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const value = resolve('<p>text</p>')!;
    value.blocks = value.blocks.map((block) => ({ ...block, style: 'shout' }));
    const { container } = await renderInApp(<RichText value={value} />);
    expect(container.textContent).toContain('text');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('shout'));
  });
});
