import { type ComponentType, lazy, Suspense, useState } from 'react';
import { browserWindow, isElement, whenLoadedAndIdle } from './dom';

/**
 * The one way code loads after the page (docs/architecture.md "Lazy loading", decision 122): a module loaded once,
 * when first wanted. A failed load (a chunk gone after a deploy, a dropped connection) is forgotten, so the next
 * want tries again; the chunk-reload handler (app/browser/chunk-reload.ts) deals with the failure itself.
 */
export interface Deferred<T> {
  load(): Promise<T>;
  /** The module once it has loaded, else undefined: render from it without waiting. */
  loaded(): T | undefined;
}

export function deferred<T>(load: () => Promise<T>): Deferred<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      loading ??= load().then(
        (module) => (value = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
  };
}

/**
 * Every module a deferred view renders from, as the view's declaring module is evaluated, and whether it loads with a
 * screen's data. Several views may render from one module (the rarer blocks' chunk): it is one entry.
 */
const viewSources = new Map<Deferred<unknown>, boolean>();

/**
 * Loads every deferred view's module that is known by now: the worker awaits this before it renders (once per
 * isolate it waits, then it is at hand), so its HTML always has those views whole, without naming one of them.
 */
export function loadViewsForServer(): Promise<unknown> | undefined {
  const pending = [...viewSources.keys()].filter((source) => !source.loaded());
  return pending.length > 0 ? Promise.all(pending.map((source) => source.load())) : undefined;
}

/** In the browser: the views that load beside a screen's data on an in-app navigation, so none pops in after it. */
export function loadViewsWithPageData(): Promise<unknown> {
  return Promise.all([...viewSources].filter(([, withPageData]) => withPageData).map(([source]) => source.load().catch(() => undefined)));
}

export interface DeferredViewOptions {
  /**
   * In the browser, what the view waits for before its module loads when the module is not at hand (for a form:
   * idle or interest, decision 095). Without it, the module loads as soon as the view renders (a rarer block).
   */
  readonly until?: () => Promise<void>;
  /** Load with a screen's data on in-app navigations (blocks a page shows); forms wait for `until` instead. */
  readonly withPageData?: boolean;
}

/**
 * A component whose script is not part of the page's first load. It renders from the loaded module when that is at
 * hand: always in the worker (see `loadViewsForServer`), in the browser once the chunk is there. Until then it is a
 * lazy component: React keeps the server's HTML of the Suspense boundary around it, untouched and visible, and
 * hydrates it when the chunk arrives. The boundary is rendered on both sides, so hydration sees the same tree. The
 * view's stylesheet is imported by the module that declares it, so it stays in the page's stylesheet.
 */
export function deferredView<Module, Props extends object>(
  source: Deferred<Module>,
  pick: (module: Module) => ComponentType<Props>,
  { until, withPageData = false }: DeferredViewOptions = {},
): ComponentType<Props> {
  viewSources.set(source, withPageData || (viewSources.get(source) ?? false));
  const Lazy = lazy(async () => {
    if (until) await until();
    return { default: pick(await source.load()) };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per view at module level, never per render
  return function DeferredView(props: Props) {
    // Chosen once per mounted view: turning from the lazy component to the loaded one when the chunk arrives would be
    // another component type at the same place, and React would remount it (a search field lost its focus).
    const [View] = useState<ComponentType<Props>>(() => {
      const loaded = source.loaded();
      return loaded ? pick(loaded) : Lazy;
    });
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}

/** What counts as interest in a region before its script has loaded: the same signs as the forms' enhancement. */
const interest = ['pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Resolves when the page has loaded and the browser is idle, or at once when a visitor shows interest in the
 * element matching `region`: a form sits below the page's content, so its script is no part of the first load (the
 * entry waits the same way for a link before it loads the navigation's code).
 */
export function whenWanted(region: string): Promise<void> {
  return new Promise((resolve) => {
    // The listeners come off the document they went on, kept here: the idle timer may fire after the global is gone
    // (a test environment torn down; vitest failed whole runs on that unhandled ReferenceError). With no page (the
    // worker rendering a form it has not loaded), nothing waits.
    const view = browserWindow();
    if (!view) return resolve();
    const page = view.document;
    const done = () => {
      for (const type of interest) page.removeEventListener(type, onInterest, true);
      resolve();
    };
    function onInterest(event: Event) {
      if (isElement(event.target) && event.target.closest(region)) done();
    }
    for (const type of interest) page.addEventListener(type, onInterest, { capture: true, passive: true });
    whenLoadedAndIdle(view, done);
  });
}
