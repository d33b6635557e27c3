import { useLoaderData } from '@tanstack/react-router';
import { FaqList } from '../../components/faq-list/FaqList';
import { PageHeader } from '../../components/page-header/PageHeader';
import type { FaqPage as FaqData } from '../../content/queries/faq';
import { smartLinkAttributes } from '../../content/smart-link';

export default function FaqPage() {
  const faq = useLoaderData({ strict: false }) as FaqData;
  return (
    <div className="screen screen--faq" {...smartLinkAttributes(faq.smart)}>
      <PageHeader title={faq.title} intro={faq.intro} />
      <FaqList categories={faq.categories} />
    </div>
  );
}
