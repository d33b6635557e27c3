import { ContentBlocks } from '../../blocks/ContentBlock';
import { PageHeader } from '../../components/page-header/PageHeader';
import { RichText } from '../../components/rich-text/RichText';
import { smartLinkAttributes } from '../../content/smart-link';
import { screenApi } from '../screen-route';

const homeScreen = screenApi('index');

export default function HomePage() {
  const home = homeScreen.useData();
  return (
    <div className="screen screen--home" {...smartLinkAttributes(home.smart)}>
      <PageHeader title={home.title} intro={<RichText value={home.intro} element="intro" className="page-intro" />} />
      <ContentBlocks blocks={home.blocks} />
    </div>
  );
}
