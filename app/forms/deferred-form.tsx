import { type ComponentType, lazy } from 'react';
import { browserWindow, isElement } from '../dom';

/** What counts as interest in a form before its script has loaded: the same signs as the forms' enhancement. */
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
    const idle = () => (view.requestIdleCallback ? view.requestIdleCallback(done, { timeout: 2000 }) : setTimeout(done, 200));
    if (page.readyState === 'complete') idle();
    else view.addEventListener('load', idle, { once: true });
  });
}

/**
 * A form whose script loads after the page (decision 095). The worker loads it before it renders (`loadForServer`,
 * once per isolate), so the document carries the whole form, which posts to its page without script. In the browser
 * it is a lazy component: while its chunk loads, React keeps the server's HTML of the Suspense boundary around it
 * untouched, then hydrates it. Render `Slot` inside a Suspense boundary of its own. The form's styles must be
 * imported by the module that calls this, so they stay in the page's stylesheet.
 */
export function deferredForm<Props extends object>(load: () => Promise<ComponentType<Props>>, region: string) {
  let serverComponent: ComponentType<Props> | undefined;
  const Deferred = lazy(() =>
    whenWanted(region)
      .then(load)
      .then((component) => ({ default: component })),
  );
  return {
    async loadForServer(): Promise<void> {
      serverComponent ??= await load();
    },
    Slot(props: Props) {
      const Server = import.meta.env.SSR ? serverComponent : undefined;
      return Server ? <Server {...props} /> : <Deferred {...props} />;
    },
  };
}
