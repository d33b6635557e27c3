/**
 * The one interface route loaders use to read content. The worker passes an implementation that calls the
 * content service in-process; the browser one calls the same-origin proxy. Loaders never know which.
 */
export interface ArticleSummary {
  codename: string;
  title: string;
  slug: string;
}

/** A node of the header navigation (SPEC §3): up to three levels. */
export interface NavigationItem {
  title: string;
  href: string;
  children: NavigationItem[];
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface ContentClient {
  /** The article published under `slug` in a Kontent language, or null when there is none. */
  findArticle(language: string, slug: string, options?: RequestOptions): Promise<ArticleSummary | null>;
  /** The header navigation of a Kontent language; empty when none is published. */
  headerNavigation(language: string, options?: RequestOptions): Promise<NavigationItem[]>;
}
