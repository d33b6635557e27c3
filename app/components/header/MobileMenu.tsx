import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Suspense, useState, type ReactNode } from 'react';
import {
  navigationEntryAttributes,
  navigationListAttributes,
  navigationRootAttributes,
  navigationTitleAttributes,
  hasChildren,
  type NavigationItem,
} from '../../content/navigation-tree';
import type { DataAttributes, SmartLink } from '../../content/smart-link';
import { useUiState, useUiStore } from '../../layouts/ui-state';
import { searchForm } from '../search-form/search-form-slot';
import { Chevron } from './DesktopNavigation';
import { NavLink } from './NavLink';
import { NodeChildren } from './NodeChildren';
import { NodeIcon } from './NodeIcon';

const navigationLabel = msg({ id: 'header.navigation', message: 'Main navigation' });

export const mobileMenuId = 'mobile-menu';

/**
 * product §2 mobile menu (below xl): a panel that slides in under the header, with nested expandable sections up to
 * three levels. Each section is a disclosure button (aria-expanded); closing a parent collapses all its children.
 * While it is open the page behind is inert (see CommonLayout), so keyboard and screen-reader users stay in the
 * header and the menu.
 */
export function MobileMenu({ items, footer, root }: { items: NavigationItem[]; footer?: ReactNode; root?: SmartLink }) {
  const { i18n } = useLingui();
  const store = useUiStore();
  const open = useUiState((state) => state.isMenuOpen && state.activeNode === null);
  // Keys of the expanded sections as paths ("retail", "retail/retail_news"), so a parent's children share its prefix.
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  const toggle = (path: string) =>
    setExpanded((current) => (current.includes(path) ? current.filter((key) => key !== path && !key.startsWith(`${path}/`)) : [...current, path]));

  // `list` marks the element the nodes come from: the header navigation's items, or the parent node's.
  const renderLevel = (nodes: NavigationItem[], parent: string, level: number, list: DataAttributes): ReactNode => (
    <ul className={`mobile-menu__list mobile-menu__list--level${level}`} {...list}>
      {nodes.map((node) => {
        const path = parent ? `${parent}/${node.key}` : node.key;
        const isOpen = expanded.includes(path);
        const sectionId = `mobile-${path.replaceAll('/', '-')}`;
        return (
          <li key={node.key} className="mobile-menu__item" {...navigationEntryAttributes(node)}>
            {hasChildren(node) && level < 3 ? (
              <>
                <button type="button" className="mobile-menu__section" aria-expanded={isOpen} aria-controls={sectionId} onClick={() => toggle(path)}>
                  <NodeIcon node={node} className="mobile-menu__icon" />
                  <span {...navigationTitleAttributes(node)}>{node.title}</span>
                  <Chevron />
                </button>
                <div id={sectionId} hidden={!isOpen}>
                  {isOpen ? (
                    <>
                      {node.href ? (
                        <NavLink
                          href={node.href}
                          external={node.external}
                          newWindow={node.newWindow}
                          className="mobile-menu__link mobile-menu__link--overview"
                          onNavigate={store.closeMenu}
                          attributes={navigationTitleAttributes(node)}
                        >
                          {node.title}
                        </NavLink>
                      ) : null}
                      <NodeChildren node={node}>{(children) => renderLevel(children, path, level + 1, navigationListAttributes(node))}</NodeChildren>
                    </>
                  ) : null}
                </div>
              </>
            ) : node.href ? (
              <NavLink
                href={node.href}
                external={node.external}
                newWindow={node.newWindow}
                className="mobile-menu__link"
                onNavigate={store.closeMenu}
              >
                <NodeIcon node={node} className="mobile-menu__icon" />
                <span {...navigationTitleAttributes(node, level === 3 ? 'link' : 'title')}>{node.title}</span>
              </NavLink>
            ) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    // Closed, the menu and its sections are empty: the page hydrates (and phones parse) only what is shown.
    <div id={mobileMenuId} className="mobile-menu" hidden={!open} data-open={open}>
      {open ? (
        <>
          <Suspense fallback={null}>
            <searchForm.Slot variant="menu" onSearch={store.closeMenu} />
          </Suspense>
          <nav aria-label={i18n._(navigationLabel)} className="mobile-menu__nav">
            {renderLevel(items, '', 1, navigationRootAttributes(root))}
          </nav>
          {footer ? <div className="mobile-menu__footer">{footer}</div> : null}
        </>
      ) : null}
    </div>
  );
}
