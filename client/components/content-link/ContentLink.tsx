import type { LinkModel } from '../../content/blocks';
import { smartLinkAttributes } from '../../content/smart-link';
import { ContentAnchor } from '../content-anchor/ContentAnchor';

/** An internal, external or asset link item; inline inside rich text, otherwise on its own line. */
export function ContentLink({ link, inline = false }: { link: LinkModel; inline?: boolean }) {
  if (!link.href) return null;
  const anchor = (
    <ContentAnchor
      className={`content-link content-link--${link.variant}`}
      href={link.href}
      {...(link.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(link.variant === 'asset' ? { download: '' } : {})}
      {...smartLinkAttributes(link.smart)}
    >
      {link.title}
    </ContentAnchor>
  );
  return inline ? anchor : <p className="content-link__line">{anchor}</p>;
}
