/**
 * The one interface route loaders use to read content. The worker passes an implementation that calls the
 * content service in-process; the browser one calls the same-origin proxy. Loaders never know which.
 */
export interface ArticleSummary {
  codename: string;
  title: string;
  slug: string;
}

export interface ContentClient {
  /** The article published under `slug` in a Kontent language, or null when there is none. */
  findArticle(language: string, slug: string, options?: { signal?: AbortSignal }): Promise<ArticleSummary | null>;
}
