import { ScreenTitle } from '../../components/page-title/ScreenTitle';

export default function StyleguidePage() {
  return (
    <div className="screen screen--styleguide">
      <ScreenTitle screen="styleguide" />
    </div>
  );
}
