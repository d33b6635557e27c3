import type { PageDataLayer, PageType } from './data-layer';

const pageTypes: readonly string[] = ['digital_showroom', 'green_retail', 'architecture', 'all'] satisfies readonly PageType[];

/** An article's data-layer values travel with its loader data (`tracking`, app/content/queries/page-item.ts). */
export function pageDataLayerOf(data: unknown): PageDataLayer | undefined {
  const tracking = typeof data === 'object' && data !== null ? (data as { tracking?: unknown }).tracking : undefined;
  if (typeof tracking !== 'object' || tracking === null) return undefined;
  const { pageType, pageName, pageSection } = tracking as Record<string, unknown>;
  if (typeof pageType !== 'string' || !pageTypes.includes(pageType) || typeof pageName !== 'string' || typeof pageSection !== 'string')
    return undefined;
  return { pageType: pageType as PageType, pageName, pageSection };
}
