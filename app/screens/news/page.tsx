import { NewsList } from '../../components/news-list/NewsList';
import { PageHeader } from '../../components/page-header/PageHeader';
import { Pagination } from '../../components/pagination/Pagination';
import { smartLinkAttributes } from '../../content/smart-link';
import { screenApi } from '../screen-route';

const newsScreen = screenApi('news');

export default function NewsPage() {
  const news = newsScreen.useData();
  return (
    <div className="screen screen--news" {...smartLinkAttributes(news.smart)}>
      <PageHeader title={news.title} intro={news.intro} />
      <NewsList entries={news.entries} />
      <Pagination page={news.page} pageCount={news.pageCount} />
    </div>
  );
}
