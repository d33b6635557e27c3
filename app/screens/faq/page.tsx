import { FaqContents } from '../../components/faq-list/FaqContents';
import { FaqList } from '../../components/faq-list/FaqList';
import { PageHeader } from '../../components/page-header/PageHeader';
import { Pagination } from '../../components/pagination/Pagination';
import { smartLinkAttributes } from '../../content/smart-link';
import { screenApi } from '../screen-route';

const faqScreen = screenApi('faq');

export default function FaqPage() {
  const faq = faqScreen.useData();
  return (
    <div className="screen screen--faq" {...smartLinkAttributes(faq.smart)}>
      <PageHeader title={faq.title} intro={faq.intro} />
      <FaqContents entries={faq.contents} />
      <FaqList categories={faq.categories} />
      <Pagination page={faq.page} pageCount={faq.pageCount} />
    </div>
  );
}
