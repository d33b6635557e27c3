import type { InfoPanelModel } from './block';
import { elementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { RichText } from '../../components/rich-text/RichText';
import './info-panel.css';
import type { BlockViews } from '../view';

export function InfoPanel({ panel }: { panel: InfoPanelModel }) {
  return (
    <aside className={`info-panel info-panel--${panel.variant}`} {...smartLinkAttributes(panel.smart)}>
      {panel.title && (
        <p className="info-panel__title" {...elementAttributes('title')}>
          {panel.title}
        </p>
      )}
      <RichText value={panel.text} element="text" />
    </aside>
  );
}

/** The folder's view (app/blocks/view.ts). */
export const views: BlockViews<'info_panel'> = { info_panel: (block) => <InfoPanel panel={block} /> };
