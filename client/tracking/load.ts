import type { GuardPageContext } from '../guards/page-context';
import { insideFrame } from '../spotlight/wants-editing';
import type { FinishedPage } from './tracker';

/** A finished page as client/entry.tsx reads it from the router; `leafData` is the leaf route's loader data. */
export interface RouterPage {
  readonly guard: GuardPageContext | undefined;
  readonly language: string;
  readonly leafData: unknown;
  readonly spotlight: boolean;
  readonly href: string;
}

const tracks = (guard: GuardPageContext | undefined): guard is FinishedPage['guard'] =>
  guard?.config.tracking !== undefined && !guard.config.editorPreview;

/**
 * Tracking (./tracker.ts) loads in a chunk of its own once the page has hydrated, so neither first paint nor
 * hydration waits for it, and only where a page may track: never in an editor's preview session (whose pages carry no
 * tracking configuration) nor inside a frame (Kontent's Web Spotlight).
 */
export function createPageTracking(): (page: RouterPage) => void {
  let tracker: Promise<typeof import('./tracker')> | undefined;
  return ({ guard, language, leafData, spotlight, href }) => {
    if (!tracks(guard) || insideFrame()) return;
    tracker ??= import('./tracker').catch((error: unknown) => {
      tracker = undefined; // a failed chunk load is tried again on the next page
      throw error;
    });
    tracker.then(
      (module) => module.trackPage({ guard, language, article: module.pageDataLayerOf(leafData), spotlight, href }),
      (error: unknown) => console.error('Tracking failed to load', error),
    );
  };
}
