import type { LabelModel } from './block';
import { elementAttributes, smartLinkAttributes } from '../../content/smart-link';
import './label.css';
import type { BlockViews } from '../view';

export function Label({ label }: { label: LabelModel }) {
  return (
    <span className="label" {...smartLinkAttributes(label.smart)}>
      {label.icon && <img className="label__icon" src={label.icon.url} width={24} height={24} alt="" loading="lazy" {...elementAttributes('icon')} />}
      <span {...elementAttributes('text')}>{label.text}</span>
    </span>
  );
}

/** The folder's view (app/blocks/view.ts). */
export const views: BlockViews<'label'> = { label: (block) => <Label label={block} /> };
