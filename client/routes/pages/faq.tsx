import { ScreenTitle } from '../../components/page-title/ScreenTitle';

export default function FaqPage() {
  return (
    <div className="screen screen--faq">
      <ScreenTitle screen="faq" />
    </div>
  );
}
