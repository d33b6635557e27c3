import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSelector } from './LanguageSelector';
import { renderInRouter } from '../../../test/dom/render-in-router';

afterEach(() => {
  cleanup();
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});

describe('language selector', () => {
  it('links the current screen in every locale variant, with its localized path', async () => {
    await renderInRouter(() => <LanguageSelector />, { path: '/cs/kontakty', screen: 'contacts', locale: 'cs' });
    const links = screen.getAllByRole('link', { hidden: true });
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
    expect(screen.getByRole('link', { name: 'Čeština', hidden: true }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'English', hidden: true }).getAttribute('aria-current')).toBeNull();
  });

  it('is a button naming the current language that controls the list popover', async () => {
    await renderInRouter(() => <LanguageSelector />, { path: '/cs/kontakty', screen: 'contacts', locale: 'cs' });
    const button = screen.getByRole('button', { name: 'Jazyk: Čeština' });
    const list = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(list.getAttribute('popover')).toBe('auto');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('choosing a language remembers it in the i18n_redirected cookie and navigates', async () => {
    const { router } = await renderInRouter(() => <LanguageSelector />, { path: '/contacts', screen: 'contacts', locale: 'default' });
    fireEvent.click(screen.getByRole('link', { name: 'Dansk', hidden: true }));
    expect(document.cookie).toContain('i18n_redirected=da_dk');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/da_dk/contacts');
  });

  it("opening the list adds every locale's routes after the list has painted, not inside the tap's handler", async () => {
    const { router } = await renderInRouter(() => <LanguageSelector />, { path: '/cs/kontakty', screen: 'contacts', locale: 'cs' });
    const addAllLocales = vi.fn();
    Object.assign(router.options, { context: { addAllLocales } });
    const button = screen.getByRole('button', { name: 'Jazyk: Čeština' });
    const list = document.getElementById(button.getAttribute('popovertarget')!)!;
    // What the browser sends when the popover opens (jsdom has no ToggleEvent).
    fireEvent(list, Object.assign(new Event('toggle'), { newState: 'open', oldState: 'closed' }));
    // Processing 77 more routes is a long task on a phone: the paint that shows the list must not wait for it.
    expect(addAllLocales).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await vi.waitFor(() => expect(addAllLocales).toHaveBeenCalledTimes(1));
  });
});
