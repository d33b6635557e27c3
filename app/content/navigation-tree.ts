import {
  elementAttributes,
  insertableElementAttributes,
  itemElementAttributes,
  noHighlight,
  smartLinkAttributes,
  type DataAttributes,
  type SmartLink,
} from './smart-link';

/** A node of the header navigation (product §3): up to three levels. */
export interface NavigationItem {
  /** Stable within one tree: the content item's codename (UI state and element ids use it). */
  key: string;
  title: string;
  href?: string;
  /** Set when href leaves the site (external or asset link). */
  external?: boolean;
  newWindow?: boolean;
  /** The link targets the register anchor: the header shows it as the Administration button (product §2). */
  register?: boolean;
  /** Second level only: the SVG icon asset. */
  icon?: { url: string; description: string };
  children: NavigationItem[];
  /**
   * First levels in a page's data only: the node has children, but they are not in this tree. The browser asks for
   * the whole tree when a visitor turns to the menu (decision 129); `children` is empty meanwhile.
   */
  later?: true;
  /** The navigation level item, for click-to-edit; the site's fixed sections have none. */
  smart?: SmartLink;
  /**
   * The item whose `title` element the title shows when it is not the node's own: its link's (third levels have
   * no title of their own, and an empty title falls back to the link's).
   */
  titleSmart?: SmartLink;
}

/** The header navigation item and its first levels (product §3); `smart` is absent for the site's fixed sections. */
export interface NavigationTree {
  smart?: SmartLink;
  items: NavigationItem[];
  /** In first levels only (`firstLevelsOf`): the whole tree's register node, which may sit in a level left out. */
  register?: NavigationItem;
}

/** The node has children, here or still to come (`later`). */
export const hasChildren = (item: NavigationItem): boolean => item.children.length > 0 || item.later === true;

function findRegisterNode(items: readonly NavigationItem[]): NavigationItem | undefined {
  for (const item of items) {
    const found = item.register ? item : findRegisterNode(item.children);
    if (found) return found;
  }
  return undefined;
}

/** The first node of the tree that links to the register anchor (product §2: then the Administration button shows). */
export function registerNode(tree: NavigationTree): NavigationItem | undefined {
  return tree.register ?? findRegisterNode(tree.items);
}

/** The nodes the navigation lists: the register link is the Administration button, not a navigation entry. */
export function visibleNodes(items: readonly NavigationItem[]): NavigationItem[] {
  return items.filter((item) => !(item.register && !hasChildren(item)));
}

const firstLevels = new WeakMap<NavigationTree, NavigationTree>();

/**
 * The tree as a retailer's page carries it (decision 129): the first levels only, each marked `later` where it has
 * children, and the register node found in the whole tree. A brand's 300 nodes were 77 KB of every page's data, for
 * menus most page views never open. Made once per tree (trees are shared and never changed, decision 128).
 */
export function firstLevelsOf(tree: NavigationTree): NavigationTree {
  let levels = firstLevels.get(tree);
  if (!levels) {
    const register = registerNode(tree);
    levels = {
      ...(tree.smart ? { smart: tree.smart } : {}),
      items: tree.items.map(({ children, ...item }) =>
        children.length > 0 ? { ...item, children: [], later: true as const } : { ...item, children },
      ),
      ...(register ? { register: { ...register, children: [] } } : {}),
    };
    firstLevels.set(tree, levels);
  }
  return levels;
}

/**
 * What marks a node's title for click-to-edit: the link's `title` when the title is the link's, else the node's own
 * element (`title`; third levels have none, and their `link` is where a missing title is fixed). The node's item id
 * sits on its list entry; fixed sections are not content and carry nothing.
 */
export function navigationTitleAttributes(node: NavigationItem, ownElement: 'title' | 'link' = 'title'): DataAttributes {
  if (node.titleSmart) return itemElementAttributes(node.titleSmart, 'title');
  return node.smart ? elementAttributes(ownElement) : {};
}

/** A node shown outside the lists (the Administration button): its item id, then what marks its title. */
export function standaloneNodeAttributes(node: NavigationItem): DataAttributes {
  return node.smart ? { ...smartLinkAttributes(node.smart), ...navigationTitleAttributes(node) } : {};
}

/**
 * A node's list entry: its item id with highlighting off. The entry is no larger than its title (panels and lists
 * open outside it), so its highlight would only repeat the title's; the title, icon and lists are what editors click.
 */
export function navigationEntryAttributes(node: NavigationItem): DataAttributes {
  return node.smart ? { ...smartLinkAttributes(node.smart), ...noHighlight } : {};
}

/** A node's `items` element (its children), where editors add entries. */
export function navigationListAttributes(node: NavigationItem): DataAttributes {
  return node.smart ? insertableElementAttributes('items') : {};
}

/** The first levels are the header navigation item's `items`: their list names that item and its element at once. */
export function navigationRootAttributes(root: SmartLink | undefined): DataAttributes {
  return root ? { ...smartLinkAttributes(root), ...insertableElementAttributes('items') } : {};
}
