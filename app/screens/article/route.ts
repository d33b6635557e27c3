import { notFound } from '@tanstack/react-router';
import type { LocaleCode } from '../../i18n/locales';
import { articleScreen } from './screen';
import { parseSlugTarget } from './slug';
import { defineScreen, type ScreenLoaderArgs } from '../screen-route';
import { validateProcessSearch } from '../search-params';

/**
 * product §2 article / generic page (route name articles-slug, the catch-all): a page by its url slug, /cpo the
 * customer process, /list and /list/experience-{codename} the list page and its experiences (decision 054). The
 * customer process reads its filters from the query.
 */
export const articleRoute = defineScreen({
  screen: articleScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/article/page.tsx' : '' },
  validateSearch: validateProcessSearch,
  loaderModules: () => Promise.all([import('../../content/queries/slug-page'), import('../../content/queries/experiences')]),
  loader: async (code, args, queries) => {
    const page = await loadSlugTarget(code, args, queries);
    // Through the page's own chunk, which the route loads anyway: the views' table is part of it rather than a chunk
    // of its own in the page's first load (decision 125), and their lazy chunks (and styles) belong to the route.
    await (await import('./page')).preloadArticleView(page.kind);
    return page;
  },
});

type Queries = [typeof import('../../content/queries/slug-page'), typeof import('../../content/queries/experiences')];

async function loadSlugTarget(code: LocaleCode, { context, params, signal }: ScreenLoaderArgs<unknown>, [slugPage, experiences]: Queries) {
  const target = parseSlugTarget(params._splat);
  // A path that cannot be a slug never reaches the content service (product §8 route validation failure).
  if (target === null) throw notFound();
  // product §2 link targets: the list page and experience items share the catch-all with articles (decision 054).
  if (target.kind === 'list') return experiences.loadExperienceList(context.content, code, { signal });
  if (target.kind === 'experience') {
    return experiences.loadExperience(context.content, code, target.codename, { signal });
  }
  return slugPage.loadSlugPage(context.content, code, target.slug, { signal });
}
