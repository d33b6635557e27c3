import type { ComponentType } from 'react';
import { deferred, deferredView, whenWanted } from '../deferred';

/**
 * A form whose script loads after the page (decision 095), through the one deferred-loading mechanism
 * (app/deferred.tsx): the worker renders it whole, so the document carries the form, which posts to its page without
 * script; the browser loads its chunk when the page is idle or the visitor shows interest in `region`. The form's
 * styles must be imported by the module that calls this, so they stay in the page's stylesheet.
 */
export function deferredForm<Props extends object>(load: () => Promise<ComponentType<Props>>, region: string) {
  return { Slot: deferredView(deferred(load), (component) => component, { until: () => whenWanted(region) }) };
}
