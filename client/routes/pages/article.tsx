import { useLoaderData } from '@tanstack/react-router';
import { ArticleView } from '../../components/article/ArticleView';
import { Biodiversity } from '../../components/biodiversity/Biodiversity';
import { ContentBlocks } from '../../components/content-block/ContentBlock';
import { CustomerProcess } from '../../components/customer-process/CustomerProcess';
import { PageHeader } from '../../components/page-header/PageHeader';
import type { SlugPage } from '../../content/queries/slug-page';
import { smartLinkAttributes } from '../../content/smart-link';

/** SPEC §2 article / generic page, found by its url slug in the page's language; /cpo is the customer process. */
export default function ArticlePage() {
  const page = useLoaderData({ strict: false }) as SlugPage;
  switch (page.kind) {
    case 'article':
      return <ArticleView article={page} />;
    case 'customer_process_page':
      return <CustomerProcess page={page} />;
    case 'biodiversity_page':
      return <Biodiversity page={page} />;
    case 'page':
      return (
        <div className="screen screen--page" {...smartLinkAttributes(page.smart)}>
          <PageHeader title={page.title} />
          <ContentBlocks blocks={page.blocks} />
        </div>
      );
  }
}
