import type { InfoPanelModel } from './block';
import { elementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { RichText } from '../../components/rich-text/RichText';
import './info-panel.css';

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
