import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdministrationButton } from './AdministrationButton';
import { renderInRouter } from '../../../test/dom/render-in-router';

let release: (response: Response) => void;
const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockClear();
});

const renderButton = () => renderInRouter(() => <AdministrationButton />, { path: '/contacts', screen: 'contacts', locale: 'ro_ro' });

describe('Administration button', () => {
  it('registers the user (busy meanwhile), then opens the content tool in a new tab', async () => {
    // The worker's anti-forgery cookie (issued with the page) is echoed as the header it checks.
    document.cookie = 'XSRF-TOKEN=nonce-0123456789abcdef.signature; path=/';
    await renderButton();
    const button = screen.getByRole('button', { name: 'Administrare' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    // The call's code loads with the click (a chunk of its own), then the call goes out.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/registration',
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ 'X-XSRF-TOKEN': 'nonce-0123456789abcdef.signature' }) }),
    );
    document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
    // A second click while busy starts nothing.
    fireEvent.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    release(Response.json({ url: 'https://app.kontent.ai/env/content-inventory' }));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(window.open).toHaveBeenCalledWith('https://app.kontent.ai/env/content-inventory', '_blank', 'noopener');
  });

  it('on failure logs "Failed to register user." and is ready again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderButton();
    const button = screen.getByRole('button', { name: 'Administrare' });
    fireEvent.click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    release(Response.json({ error: 'Unauthorized' }, { status: 401 }));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(error).toHaveBeenCalledWith('Failed to register user.', expect.anything());
    expect(window.open).not.toHaveBeenCalled();
  });

  it('never opens an address that is not https', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Administrare' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    release(Response.json({ url: 'javascript:alert(1)' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Administrare' }).getAttribute('aria-busy')).toBe('false'));
    expect(window.open).not.toHaveBeenCalled();
  });
});
