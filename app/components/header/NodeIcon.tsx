import { elementAttributes } from '../../content/smart-link';
import type { NavigationItem } from '../../content/navigation-tree';

/** A second level's icon, in either menu: decorative for assistive technology, its `icon` element for editors. */
export function NodeIcon({ node, className }: { node: NavigationItem; className: string }) {
  if (!node.icon) return null;
  return (
    <img
      className={className}
      src={node.icon.url}
      alt=""
      width={24}
      height={24}
      decoding="async"
      {...(node.smart ? elementAttributes('icon') : {})}
    />
  );
}
