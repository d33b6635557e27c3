import { afterEach, describe, expect, it, vi } from 'vitest';
import { callSyncHook } from './sync-hook';

const hookScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src="/hook.js"]')];

afterEach(() => {
  document.head.innerHTML = '';
  delete window.ssoSyncHook;
});

describe('the sync hook for a page that started without its script', () => {
  it('adds the script once, deferred and with the page nonce, and calls the hook when it arrives', async () => {
    document.head.innerHTML = '<meta property="csp-nonce" content="n0nce">';
    const logout = vi.fn();
    const call = callSyncHook({ type: 'sync-logout' }, '/hook.js', 1000);
    expect(hookScripts()).toHaveLength(1);
    expect(hookScripts()[0]!.defer).toBe(true);
    expect(hookScripts()[0]!.nonce).toBe('n0nce');
    window.ssoSyncHook = { login: vi.fn(), logout };
    await call;
    expect(logout).toHaveBeenCalledOnce();

    await callSyncHook({ type: 'sync-login', userId: 'retailer-1' }, '/hook.js', 1000);
    expect(window.ssoSyncHook.login).toHaveBeenCalledWith('retailer-1');
    expect(hookScripts()).toHaveLength(1);
  });

  it('leaves the page’s own script alone, and gives up quietly when the hook never arrives', async () => {
    document.head.innerHTML = '<script src="/hook.js" defer></script>';
    await callSyncHook({ type: 'sync-logout' }, '/hook.js', 120);
    expect(hookScripts()).toHaveLength(1);
  });
});
