import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageLinks } from '../../../../client/components/header/LanguageLinks';
import { renderInRouter } from '../../render-in-router';

afterEach(() => {
  cleanup();
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});

describe('language links', () => {
  it('link the current screen in every locale variant, with its localized path', async () => {
    await renderInRouter(() => <LanguageLinks />, { path: '/cs/kontakty', screen: 'contacts', locale: 'cs' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang')])).toEqual([
      ['English', '/contacts', 'en'],
      ['English (HQ)', '/en/contacts', 'en-GB'],
      ['Čeština', '/cs/kontakty', 'cs-CZ'],
      ['Ireland', '/en_ie/contacts', 'en-IE'],
      ['Français', '/fr_fr/contacts', 'fr-FR'],
      ['Dansk', '/da_dk/contacts', 'da-DK'],
      ['Română', '/ro_ro/contacts', 'ro-RO'],
      ['Български', '/bg_bg/contacts', 'bg-BG'],
    ]);
    expect(screen.getByRole('link', { name: 'Čeština' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Jazyk', { exact: false })).toBeTruthy();
  });

  it('choosing a language remembers it in the i18n_redirected cookie and navigates', async () => {
    const { router } = await renderInRouter(() => <LanguageLinks />, { path: '/contacts', screen: 'contacts', locale: 'default' });
    fireEvent.click(screen.getByRole('link', { name: 'Dansk' }));
    expect(document.cookie).toContain('i18n_redirected=da_dk');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/da_dk/contacts');
  });
});
