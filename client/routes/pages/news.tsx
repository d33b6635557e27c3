import { useLoaderData } from '@tanstack/react-router';
import { NewsList } from '../../components/news-list/NewsList';
import { PageHeader } from '../../components/page-header/PageHeader';
import { Pagination } from '../../components/pagination/Pagination';
import type { NewsPage as NewsData } from '../../content/queries/latest-news';
import { smartLinkAttributes } from '../../content/smart-link';

export default function NewsPage() {
  const news = useLoaderData({ strict: false }) as NewsData;
  return (
    <div className="screen screen--news" {...smartLinkAttributes(news.smart)}>
      <PageHeader title={news.title} intro={news.intro} />
      <NewsList entries={news.entries} />
      <Pagination page={news.page} pageCount={news.pageCount} />
    </div>
  );
}
