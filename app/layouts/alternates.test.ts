import { describe, expect, it } from 'vitest';
import { alternateLinks } from './alternates';

const shown = (screen: 'contacts' | 'articles-slug', params: Record<string, string> = {}) => [
  { status: 'success', staticData: {}, params: {} },
  { status: 'success', staticData: { screen }, params },
];

describe('alternate links', () => {
  it('are absolute URLs under the base path', () => {
    const links = alternateLinks(shown('contacts'), 'https://retail.example/retail');
    expect(links).toContainEqual({ rel: 'alternate', hrefLang: 'cs-CZ', href: 'https://retail.example/retail/cs/kontakty' });
    expect(links).toContainEqual({ rel: 'alternate', hrefLang: 'x-default', href: 'https://retail.example/retail/contacts' });
    expect(links.every((link) => link.href.startsWith('https://retail.example/retail/'))).toBe(true);
  });

  it('keep the article slug in every variant', () => {
    const links = alternateLinks(shown('articles-slug', { _splat: 'green-retail' }), 'https://retail.example');
    expect(links).toContainEqual({ rel: 'alternate', hrefLang: 'bg-BG', href: 'https://retail.example/bg_bg/green-retail' });
  });

  it('are left out while a match failed', () => {
    expect(alternateLinks([{ status: 'error', staticData: { screen: 'contacts' }, params: {} }], 'https://retail.example')).toEqual([]);
  });
});
