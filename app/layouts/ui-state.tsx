import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { afterNextPaint, browserWindow } from '../dom';

/**
 * product §3 root UI state, the part the shell owns: whether the menu is open, whether opening it locks page
 * scrolling (the app-level flag), and the active first-level navigation node. A tiny external store: one per
 * rendered app (never module state, so server requests never share it), read with useSyncExternalStore.
 */
export interface UiState {
  isMenuOpen: boolean;
  /** App-level flag: opening the menu fixes the page and restores its scroll position on close (product §4). */
  isScrollLocked: boolean;
  /** Key of the open first-level node of the desktop navigation, or null. */
  activeNode: string | null;
}

export interface UiStore {
  get(): UiState;
  subscribe(listener: () => void): () => void;
  openMenu(): void;
  closeMenu(): void;
  toggleMenu(): void;
  /** Opening a node opens the menu overlay; choosing the open node again clears it and closes the menu. */
  toggleNode(key: string): void;
  setScrollLocked(locked: boolean): void;
}

export function createUiStore(initial: Partial<UiState> = {}): UiStore {
  let state: UiState = { isMenuOpen: false, isScrollLocked: true, activeNode: null, ...initial };
  const listeners = new Set<() => void>();
  const set = (next: Partial<UiState>) => {
    const merged = { ...state, ...next };
    if (merged.isMenuOpen === state.isMenuOpen && merged.activeNode === state.activeNode && merged.isScrollLocked === state.isScrollLocked) {
      return;
    }
    state = merged;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openMenu: () => set({ isMenuOpen: true }),
    // product §4: closing the menu clears the active node.
    closeMenu: () => set({ isMenuOpen: false, activeNode: null }),
    toggleMenu: () => (state.isMenuOpen ? set({ isMenuOpen: false, activeNode: null }) : set({ isMenuOpen: true })),
    toggleNode: (key) => (state.activeNode === key ? set({ isMenuOpen: false, activeNode: null }) : set({ isMenuOpen: true, activeNode: key })),
    setScrollLocked: (locked) => set({ isScrollLocked: locked }),
  };
}

const UiStoreContext = createContext<UiStore | null>(null);

/** Provides the shell's UI store and applies its side effects: the scroll lock and the width-change reset. */
export function UiStateProvider({ children, store: given }: { children: ReactNode; store?: UiStore }) {
  const [store] = useState(() => given ?? createUiStore());
  useScrollLock(store);
  useResetOnWidthChange(store);
  return <UiStoreContext.Provider value={store}>{children}</UiStoreContext.Provider>;
}

export function useUiStore(): UiStore {
  const store = useContext(UiStoreContext);
  if (!store) throw new Error('useUiStore needs a UiStateProvider above it');
  return store;
}

export function useUiState<T>(select: (state: UiState) => T): T {
  const store = useUiStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}

const isLocked = (state: UiState) => state.isMenuOpen && state.isScrollLocked;

/**
 * product §4: while the menu is open (and the app-level flag is set) the page is fixed in place at its scroll
 * position; closing the menu unfixes it and scrolls back to where the visitor was.
 */
function useScrollLock(store: UiStore) {
  const locked = useOnAfterPaint(
    useSyncExternalStore(
      store.subscribe,
      () => isLocked(store.get()),
      () => false,
    ),
  );
  // Where the visitor was, read as the lock is asked for: the store tells its listeners before React changes the page.
  // Read in the effect below, after the open menu went in, `scrollY` made the browser lay out the changed page only
  // for the lock's own style change to undo it (about 34 ms of a tap at a 4× slowed phone, bench:interactions).
  const lockedAt = useRef(0);
  useEffect(() => {
    const view = browserWindow();
    if (!view) return;
    let was = isLocked(store.get());
    lockedAt.current = view.scrollY;
    return store.subscribe(() => {
      const now = isLocked(store.get());
      if (now && !was) lockedAt.current = view.scrollY;
      was = now;
    });
  }, [store]);
  useEffect(() => {
    const view = browserWindow();
    if (!locked || !view) return;
    const { body } = view.document;
    const y = lockedAt.current;
    const previous = { position: body.style.position, top: body.style.top, width: body.style.width };
    body.style.position = 'fixed';
    body.style.top = `-${y}px`;
    body.style.width = '100%';
    body.dataset.scrollLocked = 'true';
    return () => {
      Object.assign(body.style, previous);
      delete body.dataset.scrollLocked;
      view.scrollTo(0, y);
    };
  }, [locked]);
}

/** product §4 and §9: a window width change, debounced 100 ms, closes the menu and clears the active node. */
export const widthChangeDebounceMs = 100;

function useResetOnWidthChange(store: UiStore) {
  useEffect(() => {
    const view = browserWindow();
    if (!view) return;
    let width = view.innerWidth;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        // Phones resize the height when their toolbars show or hide; only a width change resets the menu.
        if (view.innerWidth === width) return;
        width = view.innerWidth;
        store.closeMenu();
      }, widthChangeDebounceMs);
    };
    view.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      view.removeEventListener('resize', onResize);
    };
  }, [store]);
}

/**
 * `on`, but turning true only after the browser painted what turned it on: a tap's paint shows the menu it opened
 * first, and what an open menu does to the page behind it (inert, the scroll lock's fixed body: a style recalculation
 * and layout of the whole page) follows in a task of its own (issue 30: every tap answered within 100 ms at a 4×
 * slowed phone). Turning false is at once: a closing menu gives the page back in the same paint.
 */
export function useOnAfterPaint(on: boolean): boolean {
  const [painted, setPainted] = useState(on);
  useEffect(() => {
    if (!on) return setPainted(false);
    return afterNextPaint(() => setPainted(true));
  }, [on]);
  return on && painted;
}
