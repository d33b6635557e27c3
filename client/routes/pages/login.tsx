import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ScreenTitle } from '../../components/page-title/ScreenTitle';

const intro = msg({
  id: 'login.intro',
  message: 'The working area for retailers and importers: news, downloads, answers and contacts in one place.',
});

export default function LoginPage() {
  const { i18n } = useLingui();
  return (
    <div className="screen screen--login">
      <ScreenTitle screen="login" />
      <p>{i18n._(intro)}</p>
    </div>
  );
}
