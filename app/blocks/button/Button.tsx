import type { ButtonModel, TextButtonModel } from './block';
import { elementAttributes, smartLinkAttributes } from '../../content/smart-link';
import './button.css';
import { ContentAnchor } from '../../components/content-anchor/ContentAnchor';
import type { BlockViews } from '../view';

const windowAttributes = (newWindow: boolean) => (newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {});

/** A content button: a link styled as a primary or secondary button. Without a resolvable link it renders nothing. */
export function Button({ button }: { button: ButtonModel }) {
  if (!button.href) return null;
  return (
    <ContentAnchor
      className={`button button--${button.style}`}
      href={button.href}
      {...windowAttributes(button.newWindow)}
      {...smartLinkAttributes(button.smart)}
      {...elementAttributes('text')}
    >
      {button.text}
    </ContentAnchor>
  );
}

export function TextButton({ button }: { button: TextButtonModel }) {
  if (!button.href) return null;
  return (
    <ContentAnchor
      className="text-button"
      href={button.href}
      {...windowAttributes(button.newWindow)}
      {...smartLinkAttributes(button.smart)}
      {...elementAttributes('text')}
    >
      {button.text} <span aria-hidden="true">→</span>
    </ContentAnchor>
  );
}

/** The folder's views (app/blocks/view.ts). */
export const views: BlockViews<'button' | 'text_button'> = {
  button: (block) => <Button button={block} />,
  text_button: (block) => <TextButton button={block} />,
};
