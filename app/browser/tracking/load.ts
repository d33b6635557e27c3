import type { I18n } from '@lingui/core';
import type { GuardPageContext } from '../../guards/page-context';
import { deferred } from '../../deferred';
import { insideFrame } from '../spotlight/wants-editing';
import type { FinishedPage } from './tracker';

/** A finished page as app/browser/entry.tsx reads it from the router; `leafData` is the leaf route's loader data. */
export interface RouterPage {
  readonly guard: GuardPageContext | undefined;
  readonly language: string;
  readonly leafData: unknown;
  readonly spotlight: boolean;
  readonly href: string;
  /** The page's translations (the consent dialog's texts). */
  readonly i18n: I18n;
}

const tracks = (guard: GuardPageContext | undefined): guard is FinishedPage['guard'] =>
  guard?.config.tracking !== undefined && !guard.config.editorPreview;

/** Clicks kept while the tracker's chunk loads: enough for a visitor's first moments, never a growing list. */
const earlyClickLimit = 20;

/**
 * Tracking (./tracker.ts) loads in a chunk of its own once the page has hydrated, so neither first paint nor
 * hydration waits for it, and only where a page may track: never in an editor's preview session (whose pages carry no
 * tracking configuration) nor inside a frame (Kontent's Web Spotlight). Clicks made before it is there (during
 * hydration, or while its chunk is on its way) are kept from the start and handed to it, so a visitor's first clicks
 * are reported for the page they were made on like any other; where the page does not track they are dropped.
 */
export function createPageTracking(): (page: RouterPage) => void {
  // A failed chunk load is tried again on the next page (app/deferred.tsx).
  const tracker = deferred(() => import('./tracker'));
  let started = false;
  let early: EventTarget[] | undefined = [];
  const keep = (event: MouseEvent) => {
    if (early && early.length < earlyClickLimit && event.target) early.push(event.target);
  };
  const stopKeeping = () => {
    document.removeEventListener('click', keep, true);
    const kept = early ?? [];
    early = undefined;
    return kept;
  };
  document.addEventListener('click', keep, true);
  return ({ guard, language, leafData, spotlight, href, i18n }) => {
    if (!tracks(guard) || insideFrame()) {
      // Nothing asks where nothing tracks: a consent dialog the worker wrote (it cannot see a frame) goes.
      document.querySelector('dialog.consent')?.remove();
      if (!started) stopKeeping();
      return;
    }
    started = true;
    tracker.load().then(
      (module) => {
        module.trackPage({ guard, language, article: module.pageDataLayerOf(leafData), spotlight, href, i18n });
        // In the same task as the page's own listener starts: no click is kept and reported twice.
        if (early) module.trackEarlyClicks(stopKeeping());
      },
      (error: unknown) => console.error('Tracking failed to load', error),
    );
  };
}
