import type { ContentClient, RequestOptions } from '../client';

export interface ArticleSummary {
  codename: string;
  title: string;
  slug: string;
}

/** The article published under `slug` in a Kontent language (SPEC §2 articles-slug), or null. */
export async function findArticle(
  content: ContentClient,
  language: string,
  slug: string,
  options?: RequestOptions,
): Promise<ArticleSummary | null> {
  const response = await content.items(
    { 'system.type': 'article', 'elements.slug[eq]': slug, language, limit: 1, depth: 0 },
    options,
  );
  const item = response.items[0];
  if (!item) return null;
  const title = item.elements.title?.value;
  return { codename: item.system.codename, title: typeof title === 'string' && title ? title : item.system.name, slug };
}
