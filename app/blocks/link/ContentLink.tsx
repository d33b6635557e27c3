import type { LinkModel } from './block';
import { itemElementAttributes } from '../../content/smart-link';
import { ContentAnchor } from '../../components/content-anchor/ContentAnchor';
import type { BlockViews } from '../view';

/** An internal, external or asset link item; inline inside rich text, otherwise on its own line. */
export function ContentLink({ link, inline = false }: { link: LinkModel; inline?: boolean }) {
  if (!link.href) return null;
  const anchor = (
    <ContentAnchor
      className={`content-link content-link--${link.variant}`}
      href={link.href}
      {...(link.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(link.variant === 'asset' ? { download: '' } : {})}
      // The anchor is the link item and shows its title: both on one node, the SDK's element edit.
      {...itemElementAttributes(link.smart, 'title')}
    >
      {link.title}
    </ContentAnchor>
  );
  return inline ? anchor : <p className="content-link__line">{anchor}</p>;
}

/** The folder's view (app/blocks/view.ts). */
export const views: BlockViews<'link'> = { link: (block, { inline }) => <ContentLink link={block} inline={inline} /> };
