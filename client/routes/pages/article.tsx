import { useLoaderData } from '@tanstack/react-router';
import { ArticleView } from '../../components/article/ArticleView';
import { ContentBlocks } from '../../components/content-block/ContentBlock';
import { PageHeader } from '../../components/page-header/PageHeader';
import type { SlugPage } from '../../content/queries/slug-page';
import { smartLinkAttributes } from '../../content/smart-link';

/** SPEC §2 article / generic page, found by its url slug in the page's language. */
export default function ArticlePage() {
  const page = useLoaderData({ strict: false }) as SlugPage;
  if (page.kind === 'article') return <ArticleView article={page} />;
  return (
    <div className="screen screen--page" {...smartLinkAttributes(page.smart)}>
      <PageHeader title={page.title} />
      <ContentBlocks blocks={page.blocks} />
    </div>
  );
}
