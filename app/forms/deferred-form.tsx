import type { ComponentType } from 'react';
import { deferred, deferredView } from '../deferred';
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
 * A form whose script loads after the page (decision 095), through the one deferred-loading mechanism
 * (app/deferred.tsx): the worker renders it whole, so the document carries the form, which posts to its page without
 * script; the browser loads its chunk when the page is idle or the visitor shows interest in `region`. The form's
 * styles must be imported by the module that calls this, so they stay in the page's stylesheet.
 */
export function deferredForm<Props extends object>(load: () => Promise<ComponentType<Props>>, region: string) {
  return { Slot: deferredView(deferred(load), (component) => component, { until: () => whenWanted(region) }) };
}
