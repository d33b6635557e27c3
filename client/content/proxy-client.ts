import type { ArticleSummary, ContentClient } from './client';

/** The browser's content client: the same-origin content proxy, so no key or upstream host reaches the page. */
export function createProxyContentClient(fetcher: typeof fetch, base = '/nuxt-api/kontent-proxy'): ContentClient {
  return {
    async findArticle(language, slug, options) {
      const query = new URLSearchParams({
        'system.type': 'article',
        'elements.slug[eq]': slug,
        language,
        limit: '1',
        depth: '0',
      });
      const response = await fetcher(`${base}/items?${query}`, { signal: options?.signal });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Content request failed with status ${response.status}`);
      const body = (await response.json()) as { items?: Array<{ system: { codename: string; name: string } ; elements: Record<string, { value?: unknown }> }> };
      const item = body.items?.[0];
      if (!item) return null;
      const summary: ArticleSummary = {
        codename: item.system.codename,
        title: String(item.elements.title?.value ?? item.system.name),
        slug,
      };
      return summary;
    },
    // The navigation is rendered on the server and kept across in-app navigation; the proxy query arrives with
    // the content-managed header.
    async headerNavigation() {
      return [];
    },
  };
}
