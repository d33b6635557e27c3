import { useLoaderData } from '@tanstack/react-router';
import { DownloadList } from '../../components/download-list/DownloadList';
import { PageHeader } from '../../components/page-header/PageHeader';
import type { DownloadsPage as DownloadsData } from '../../content/queries/downloads';
import { smartLinkAttributes } from '../../content/smart-link';

export default function DownloadsPage() {
  const downloads = useLoaderData({ strict: false }) as DownloadsData;
  return (
    <div className="screen screen--downloads" {...smartLinkAttributes(downloads.smart)}>
      <PageHeader title={downloads.title} intro={downloads.intro} />
      <DownloadList files={downloads.files} />
    </div>
  );
}
