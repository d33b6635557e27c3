import { useLingui } from '@lingui/react';
import type { ScreenName } from '../../screens/screens';
import { screenTitles } from '../../screens/titles';

/** The translated title of a screen as its page heading. */
export function ScreenTitle({ screen }: { screen: ScreenName }) {
  const { i18n } = useLingui();
  return <h1 className="page-title">{i18n._(screenTitles[screen])}</h1>;
}
