import { useLoaderData } from '@tanstack/react-router';
import { ContentBlocks } from '../../components/content-block/ContentBlock';
import { PageHeader } from '../../components/page-header/PageHeader';
import type { GenericPage } from '../../content/queries/article';
import { smartLinkAttributes } from '../../content/smart-link';

/** SPEC §2 styleguide: every content component with its variants, from the styleguide page item. */
export default function StyleguidePage() {
  const page = useLoaderData({ strict: false }) as GenericPage;
  return (
    <div className="screen screen--styleguide" {...smartLinkAttributes(page.smart)}>
      <PageHeader title={page.title} />
      <ContentBlocks blocks={page.blocks} />
    </div>
  );
}
