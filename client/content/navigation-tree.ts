/** A node of the header navigation (SPEC §3): up to three levels. */
export interface NavigationItem {
  /** Stable within one tree: the content item's codename (UI state and element ids use it). */
  key: string;
  title: string;
  href?: string;
  /** Set when href leaves the site (external or asset link). */
  external?: boolean;
  newWindow?: boolean;
  /** The link targets the register anchor: the header shows it as the Administration button (SPEC §2). */
  register?: boolean;
  /** Second level only: the SVG icon asset. */
  icon?: { url: string; description: string };
  children: NavigationItem[];
}

/** Whether any node of the tree links to the register anchor (SPEC §2: then the Administration button shows). */
export function hasRegisterLink(items: readonly NavigationItem[]): boolean {
  return items.some((item) => item.register || hasRegisterLink(item.children));
}

/** The nodes the navigation lists: the register link is the Administration button, not a navigation entry. */
export function visibleNodes(items: readonly NavigationItem[]): NavigationItem[] {
  return items.filter((item) => !(item.register && item.children.length === 0));
}
