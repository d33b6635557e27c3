import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface NavLinkProps {
  href: string;
  external?: boolean;
  newWindow?: boolean;
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
}

/**
 * A link resolved from content: router links inside the site (so navigation stays in the app), plain anchors for
 * external and asset links, which open in a new tab when the content asks for it.
 */
export function NavLink({ href, external, newWindow, className, onNavigate, children }: NavLinkProps) {
  if (external) {
    return (
      <a href={href} className={className} onClick={onNavigate} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  }
  const [path = '/', hash] = href.split('#');
  return (
    <Link to={path} hash={hash || undefined} className={className} onClick={onNavigate} {...(newWindow ? { target: '_blank' } : {})}>
      {children}
    </Link>
  );
}
