import { notFound } from '@tanstack/react-router';
import type { LocaleCode } from '../i18n/locales';
import type { RouterContext } from '../router-context';
import { parseSlugTarget } from './article-slug';
import type { ScreenName } from './screens';

export interface ScreenLoaderArgs {
  context: RouterContext;
  params: Record<string, string>;
  deps: { page?: number };
  signal: AbortSignal;
}

/** What every screen's loader returns besides its own data: the document title and description. */
export interface ScreenData {
  meta: { title: string; description: string };
}

/**
 * Each content screen's loader. Query modules are imported on demand, so their code (and the rich-text
 * resolver) reaches the browser only when a client-side navigation needs it; the first page gets its data
 * dehydrated from the server. The page item decides the status (404 when missing), so it is always awaited.
 */
export const screenLoaders: Partial<Record<ScreenName, (code: LocaleCode, args: ScreenLoaderArgs) => Promise<ScreenData>>> = {
  index: async (code, { context, signal }) => (await import('../content/queries/home')).loadHome(context.content, code, { signal }),
  news: async (code, { context, deps, signal }) =>
    (await import('../content/queries/latest-news')).loadNews(context.content, code, deps.page ?? 1, { signal }),
  faq: async (code, { context, signal }) => (await import('../content/queries/faq')).loadFaq(context.content, code, { signal }),
  downloads: async (code, { context, signal }) =>
    (await import('../content/queries/downloads')).loadDownloads(context.content, code, { signal }),
  contacts: async (code, { context, signal }) =>
    (await import('../content/queries/contacts')).loadContacts(context.content, code, { signal }),
  styleguide: async (code, { context, signal }) =>
    (await import('../content/queries/slug-page')).loadStyleguide(context.content, code, { signal }),
  'articles-slug': async (code, args) => {
    const page = await loadSlugTarget(code, args);
    // Imported on demand like the queries: the views' lazy chunks (and their styles) then belong to the article route.
    await (await import('./pages/article-views')).preloadArticleView(page.kind);
    return page;
  },
};

async function loadSlugTarget(code: LocaleCode, { context, params, signal }: ScreenLoaderArgs) {
  const target = parseSlugTarget(params._splat);
  // A path that cannot be a slug never reaches the content service (SPEC §8 route validation failure).
  if (target === null) throw notFound();
  // SPEC §2 link targets: the list page and experience items share the catch-all with articles (decision 054).
  if (target.kind === 'list') return (await import('../content/queries/experiences')).loadExperienceList(context.content, code, { signal });
  if (target.kind === 'experience') {
    return (await import('../content/queries/experiences')).loadExperience(context.content, code, target.codename, { signal });
  }
  return (await import('../content/queries/slug-page')).loadSlugPage(context.content, code, target.slug, { signal });
}
