import { ScreenTitle } from '../../components/page-title/ScreenTitle';

export default function HomePage() {
  return (
    <div className="screen screen--home">
      <ScreenTitle screen="index" />
    </div>
  );
}
