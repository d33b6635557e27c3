import { ContentBlocks } from '../../blocks/ContentBlock';
import { PageHeader } from '../../components/page-header/PageHeader';
import { smartLinkAttributes } from '../../content/smart-link';
import { screenApi } from '../screen-route';

const styleguideScreen = screenApi('styleguide');

/** product §2 styleguide: every content component with its variants, from the styleguide page item. */
export default function StyleguidePage() {
  const page = styleguideScreen.useData();
  return (
    <div className="screen screen--styleguide" {...smartLinkAttributes(page.smart)}>
      <PageHeader title={page.title} />
      <ContentBlocks blocks={page.blocks} />
    </div>
  );
}
