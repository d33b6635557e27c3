import { FaqList } from '../../components/faq-list/FaqList';
import { PageHeader } from '../../components/page-header/PageHeader';
import { smartLinkAttributes } from '../../content/smart-link';
import { screenApi } from '../screen-route';

const faqScreen = screenApi('faq');

export default function FaqPage() {
  const faq = faqScreen.useData();
  return (
    <div className="screen screen--faq" {...smartLinkAttributes(faq.smart)}>
      <PageHeader title={faq.title} intro={faq.intro} />
      <FaqList categories={faq.categories} />
    </div>
  );
}
