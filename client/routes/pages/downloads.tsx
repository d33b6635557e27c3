import { ScreenTitle } from '../../components/page-title/ScreenTitle';

export default function DownloadsPage() {
  return (
    <div className="screen screen--downloads">
      <ScreenTitle screen="downloads" />
    </div>
  );
}
