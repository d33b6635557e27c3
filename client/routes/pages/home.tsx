import { useLoaderData } from '@tanstack/react-router';
import { ContentBlocks } from '../../components/content-block/ContentBlock';
import { PageHeader } from '../../components/page-header/PageHeader';
import { RichText } from '../../components/rich-text/RichText';
import type { HomePage as HomeData } from '../../content/queries/home';
import { smartLinkAttributes } from '../../content/smart-link';

export default function HomePage() {
  const home = useLoaderData({ strict: false }) as HomeData;
  return (
    <div className="screen screen--home" {...smartLinkAttributes(home.smart)}>
      <PageHeader title={home.title} intro={<RichText value={home.intro} element="intro" className="page-intro" />} />
      <ContentBlocks blocks={home.blocks} />
    </div>
  );
}
