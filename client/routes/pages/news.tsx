import { ScreenTitle } from '../../components/page-title/ScreenTitle';

export default function NewsPage() {
  return (
    <div className="screen screen--news">
      <ScreenTitle screen="news" />
    </div>
  );
}
