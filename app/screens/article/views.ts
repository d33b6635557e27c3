import { lazyRouteComponent } from '@tanstack/react-router';
import type { SlugPage } from '../../content/queries/slug-page';

/**
 * The article route's rarer views, each in a chunk of its own so an article page does not load them. Their loader
 * preloads the one a page needs (`preloadArticleView`): the server then renders it in the first pass (on a cold
 * isolate a lazy view otherwise streamed in after the page's first paint, and the footer jumped down), and an
 * in-app navigation shows it at once. The browser's first page loads it during hydration, over the server's HTML.
 */
export const articleViews = {
  customer_process_page: lazyRouteComponent(() => import('./customer-process-screen'), 'CustomerProcessScreen'),
  biodiversity_page: lazyRouteComponent(() => import('../../components/biodiversity/Biodiversity'), 'Biodiversity'),
  list: lazyRouteComponent(() => import('../../components/experience-list/ExperienceList'), 'ExperienceList'),
  experience: lazyRouteComponent(() => import('../../components/experience/ExperienceView'), 'ExperienceView'),
};

export async function preloadArticleView(kind: SlugPage['kind']): Promise<void> {
  if (kind in articleViews) await articleViews[kind as keyof typeof articleViews].preload?.();
}
