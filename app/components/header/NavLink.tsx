import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { DataAttributes } from '../../content/smart-link';

export interface NavLinkProps {
  href: string;
  external?: boolean;
  newWindow?: boolean;
  className?: string;
  onNavigate?: () => void;
  /** Smart-link attributes of the content the link shows. */
  attributes?: DataAttributes;
  children: ReactNode;
}

/**
 * A link resolved from content: router links inside the site (so navigation stays in the app), plain anchors for
 * external and asset links, which open in a new tab when the content asks for it.
 */
export function NavLink({ href, external, newWindow, className, onNavigate, attributes, children }: NavLinkProps) {
  if (external) {
    return (
      <a
        href={href}
        className={className}
        onClick={onNavigate}
        {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...attributes}
      >
        {children}
      </a>
    );
  }
  const [path = '/', hash] = href.split('#');
  return (
    <Link to={path} hash={hash || undefined} className={className} onClick={onNavigate} {...(newWindow ? { target: '_blank' } : {})} {...attributes}>
      {children}
    </Link>
  );
}
