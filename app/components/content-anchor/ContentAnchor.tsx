import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/**
 * A link from content: same-site paths navigate in the app (no document reload, route preloading on intent);
 * everything else is a plain anchor. `href` has already passed the scheme allow-list.
 */
export function ContentAnchor({ href, children, ...rest }: Props) {
  const internal = href.startsWith('/') && !href.startsWith('//') && rest.target === undefined && rest.download === undefined;
  if (!internal) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  const [path = '/', hash] = href.split('#', 2);
  // Only a link to the page being shown is the current page: TanStack's default also marks links to every parent
  // path active (aria-current="page" on /list while reading /list/experience-x), which misleads screen readers.
  return (
    <Link to={path} {...(hash ? { hash } : {})} activeOptions={{ exact: true }} {...rest}>
      {children}
    </Link>
  );
}
