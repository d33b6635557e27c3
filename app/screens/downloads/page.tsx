import { DownloadList } from '../../components/download-list/DownloadList';
import { PageHeader } from '../../components/page-header/PageHeader';
import { Pagination } from '../../components/pagination/Pagination';
import { smartLinkAttributes } from '../../content/smart-link';
import { screenApi } from '../screen-route';

const downloadsScreen = screenApi('downloads');

export default function DownloadsPage() {
  const downloads = downloadsScreen.useData();
  return (
    <div className="screen screen--downloads" {...smartLinkAttributes(downloads.smart)}>
      <PageHeader title={downloads.title} intro={downloads.intro} />
      <DownloadList files={downloads.files} />
      <Pagination page={downloads.page} pageCount={downloads.pageCount} />
    </div>
  );
}
