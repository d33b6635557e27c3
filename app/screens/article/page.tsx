import { Suspense } from 'react';
import { ArticleView } from '../../components/article/ArticleView';
import { ContentBlocks } from '../../blocks/ContentBlock';
import { PageHeader } from '../../components/page-header/PageHeader';
import { smartLinkAttributes } from '../../content/smart-link';
import { articleViews } from './views';

// The route's loader reaches the views through this module (route.ts).
export { preloadArticleView } from './views';
import { screenApi } from '../screen-route';

const articleScreen = screenApi('articles-slug');

const { customer_process_page: CustomerProcess, biodiversity_page: Biodiversity, list: ExperienceList, experience: ExperienceView } = articleViews;

/**
 * product §2 article / generic page, found by its url slug in the page's language; /cpo is the customer process;
 * /list and /list/experience-{codename} are the list page and its experiences.
 */
export default function ArticlePage() {
  const page = articleScreen.useData();
  switch (page.kind) {
    case 'article':
      return <ArticleView article={page} />;
    case 'customer_process_page':
      return (
        <Suspense>
          <CustomerProcess page={page} />
        </Suspense>
      );
    case 'biodiversity_page':
      return (
        <Suspense>
          <Biodiversity page={page} />
        </Suspense>
      );
    case 'list':
      return (
        <Suspense>
          <ExperienceList page={page} />
        </Suspense>
      );
    case 'experience':
      return (
        <Suspense>
          <ExperienceView page={page} />
        </Suspense>
      );
    case 'page':
      return (
        <div className="screen screen--page" {...smartLinkAttributes(page.smart)}>
          <PageHeader title={page.title} />
          <ContentBlocks blocks={page.blocks} />
        </div>
      );
    default:
      // Every page kind the catch-all route loads has its view: a new one does not compile until it has one.
      return page satisfies never;
  }
}
