import type { VisitorUser } from '../guards/visitor';
import type { WebEnvironment } from './config';

/** product §9 tracking matrix ids. */
export const matrixIds = { pageView: 1, event: 2, virtualPageView: 5 } as const;

/**
 * product §9 breakpoints where the page's layout changes (product §2 header): below sm the small logo and the slide-in
 * menu at full width, from sm the large logo and a 360 px menu, from xl the desktop navigation.
 */
export const layoutBreakpoints = { sm: 600, xl: 1440 } as const;

export type ResponsiveLayout = 'mobile' | 'tablet' | 'desktop';
export type Orientation = 'portrait' | 'landscape';

export function responsiveLayout(width: number): ResponsiveLayout {
  if (width >= layoutBreakpoints.xl) return 'desktop';
  return width >= layoutBreakpoints.sm ? 'tablet' : 'mobile';
}

/** As CSS's `orientation` media feature reads it: portrait when the viewport is at least as high as it is wide. */
export function orientation({ width, height }: Viewport): Orientation {
  return height >= width ? 'portrait' : 'landscape';
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export type PageViewName = 'page_view' | 'virtual_page_view';
export type ClickName = 'contact_click' | 'link_click' | 'button_click';
export type EventName = PageViewName | ClickName;
type MatrixId = (typeof matrixIds)[keyof typeof matrixIds];

/** product §3 tracking event fields: all sixteen on every event, empty text (never undefined) where nothing is known. */
export interface TrackingFields<N extends EventName = EventName, M extends MatrixId = MatrixId> {
  readonly event: N;
  readonly event_name: N;
  readonly page_group: 'SREX';
  readonly page_name: string;
  readonly page_language_version: string;
  readonly page_responsive_layout: ResponsiveLayout;
  readonly page_orientation: Orientation;
  readonly page_section: string;
  readonly web_environment: WebEnvironment;
  readonly route_hash: string;
  readonly matrix_id: M;
  readonly importer_bid: string;
  readonly market_name: string;
  readonly user_type: string;
  readonly organization_name: string;
  readonly organization_id: string;
}

/** product §7 analytics events, with what each says about the click. */
export type ClickDetails =
  | { readonly event: 'contact_click'; readonly link_url: string; readonly link_text: string }
  | { readonly event: 'link_click'; readonly link_url: string; readonly link_text: string; readonly link_type: 'internal' | 'external' }
  | { readonly event: 'button_click'; readonly button_text: string; readonly position: 'Navigation'; readonly section: 'Header' };

export type PageViewEvent = TrackingFields<'page_view', 1> | TrackingFields<'virtual_page_view', 5>;
export type ClickEvent = TrackingFields<ClickName, 2> & ClickDetails;
export type TrackingEvent = PageViewEvent | ClickEvent;

export type TrackedUser = VisitorUser;

/** Everything an event's fields are read from, at the moment it is sent. */
export interface EventContext {
  readonly environment: WebEnvironment;
  /** The page's language tag (`<html lang>`: `cs-CZ`, `en-GB` for the HQ English variant). */
  readonly language: string;
  readonly viewport: Viewport;
  /** The location's hash with its `#`, empty when there is none. */
  readonly hash: string;
  readonly page: { readonly name: string; readonly section: string };
  /** The signed-in user; null for a signed-out visitor. */
  readonly user: TrackedUser | null;
}

function fields<N extends EventName, M extends MatrixId>(name: N, matrixId: M, context: EventContext): TrackingFields<N, M> {
  const { user } = context;
  return {
    event: name,
    event_name: name,
    page_group: 'SREX',
    page_name: context.page.name,
    page_language_version: context.language,
    page_responsive_layout: responsiveLayout(context.viewport.width),
    page_orientation: orientation(context.viewport),
    page_section: context.page.section,
    web_environment: context.environment,
    route_hash: context.hash,
    matrix_id: matrixId,
    importer_bid: user?.organizationBid ?? '',
    market_name: user?.country ?? '',
    user_type: user?.userType ?? '',
    organization_name: user?.organizationName ?? '',
    organization_id: user?.organizationNumber ?? '',
  };
}

/** A page view (matrix 1) for the document's page, a virtual page view (matrix 5) for an in-app navigation. */
export function pageViewEvent(kind: PageViewName, context: EventContext): PageViewEvent {
  return kind === 'page_view' ? fields('page_view', matrixIds.pageView, context) : fields('virtual_page_view', matrixIds.virtualPageView, context);
}

/** A product §7 event (matrix 2). */
export function clickEvent(details: ClickDetails, context: EventContext): ClickEvent {
  return { ...fields(details.event, matrixIds.event, context), ...details };
}
