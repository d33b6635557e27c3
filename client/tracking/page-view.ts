import { dataLayerStore } from './data-layer';

/** SPEC §9 tracking matrix id of a page view. */
export const pageViewMatrixId = 1;

export interface PageViewUser {
  readonly organizationBid?: string | null;
  readonly userType?: string | null;
  readonly organizationName?: string | null;
  readonly organizationNumber?: string | null;
  readonly country?: string | null;
}

type DataLayerEvent = Record<string, string | number | undefined>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/**
 * A page-view event on the tag manager's data layer (SPEC §3 tracking event fields). This is the minimal
 * plumbing the page-view guard calls; the tracking feature completes the fields and loads the tag manager.
 */
export function sendPageView(language: string, user: PageViewUser | null): void {
  const { pageName, pageSection } = dataLayerStore.get();
  const event: DataLayerEvent = {
    event: 'page_view',
    event_name: 'page_view',
    page_group: 'SREX',
    page_name: pageName,
    page_section: pageSection,
    page_language_version: language,
    matrix_id: pageViewMatrixId,
    importer_bid: user?.organizationBid ?? undefined,
    user_type: user?.userType ?? undefined,
    organization_name: user?.organizationName ?? undefined,
    organization_id: user?.organizationNumber ?? undefined,
    market_name: user?.country ?? undefined,
  };
  (window.dataLayer ??= []).push(event);
}
