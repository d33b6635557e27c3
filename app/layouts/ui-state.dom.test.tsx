import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUiStore, UiStateProvider, widthChangeDebounceMs, type UiStore } from './ui-state';
import { nextPaint } from '../../test/dom/next-paint';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function mount(store: UiStore) {
  return render(
    <UiStateProvider store={store}>
      <p>page</p>
    </UiStateProvider>,
  );
}

describe('root UI store', () => {
  it('opening a node opens the menu; the same node again clears it; closing the menu clears the node', () => {
    const store = createUiStore();
    store.toggleNode('retail');
    expect(store.get()).toMatchObject({ isMenuOpen: true, activeNode: 'retail' });
    store.toggleNode('network');
    expect(store.get()).toMatchObject({ isMenuOpen: true, activeNode: 'network' });
    store.toggleNode('network');
    expect(store.get()).toMatchObject({ isMenuOpen: false, activeNode: null });
    store.toggleNode('retail');
    store.closeMenu();
    expect(store.get()).toMatchObject({ isMenuOpen: false, activeNode: null });
  });
});

describe('scroll lock', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
  });

  it('fixes the page at its scroll position once the open menu was painted, and scrolls back on close', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const store = createUiStore();
    mount(store);
    act(() => store.openMenu());
    // The tap's paint shows the menu first; fixing the body lays out the whole page (issue 30).
    expect(document.body.style.position).toBe('');
    await act(nextPaint);
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-640px');
    act(() => store.closeMenu());
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it('takes the scroll position as the menu is asked to open, before the page changes for it', async () => {
    // Read after React rendered the open menu, the position would make the browser lay out the changed page first.
    let position = 640;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => position });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const store = createUiStore();
    mount(store);
    act(() => {
      store.openMenu();
      position = 999;
    });
    await act(nextPaint);
    expect(document.body.style.top).toBe('-640px');
    act(() => store.closeMenu());
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it('does nothing when the app-level flag is off', async () => {
    const store = createUiStore({ isScrollLocked: false });
    mount(store);
    act(() => store.openMenu());
    await act(nextPaint);
    expect(document.body.style.position).toBe('');
  });
});

describe('width change', () => {
  it('closes the menu and clears the active node 100 ms after the width changes, not on a height change', () => {
    vi.useFakeTimers();
    const store = createUiStore();
    mount(store);
    act(() => store.toggleNode('retail'));
    act(() => {
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 500 });
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(widthChangeDebounceMs + 10);
    });
    expect(store.get().isMenuOpen).toBe(true);
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: window.innerWidth + 200 });
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(widthChangeDebounceMs - 10);
    });
    expect(store.get().isMenuOpen).toBe(true);
    act(() => vi.advanceTimersByTime(20));
    expect(store.get()).toMatchObject({ isMenuOpen: false, activeNode: null });
  });
});
