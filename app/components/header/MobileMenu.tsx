import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { memo, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  navigationEntryAttributes,
  navigationListAttributes,
  navigationRootAttributes,
  navigationTitleAttributes,
  hasChildren,
  type NavigationItem,
} from '../../content/navigation-tree';
import type { DataAttributes, SmartLink } from '../../content/smart-link';
import { whenWanted } from '../../deferred';
import { browserWindow } from '../../dom';
import { useUiState, useUiStore } from '../../layouts/ui-state';
import { searchForm } from '../search-form/search-form-slot';
import { Chevron } from './DesktopNavigation';
import { NavLink } from './NavLink';
import { NodeChildren } from './NodeChildren';
import { NodeIcon } from './NodeIcon';

const navigationLabel = msg({ id: 'header.navigation', message: 'Main navigation' });

export const mobileMenuId = 'mobile-menu';
export const menuButtonId = 'menu-button';

/**
 * product §2 mobile menu (below xl): a panel that slides in under the header, with nested expandable sections up to
 * three levels. Each section is a disclosure button (aria-expanded); closing a parent collapses all its children.
 * While it is open the page behind is inert (see CommonLayout), so keyboard and screen-reader users stay in the
 * header and the menu.
 */
export function MobileMenu({ items, footer, root }: MenuProps) {
  const open = useUiState((state) => state.isMenuOpen && state.activeNode === null);
  const prepared = usePreparedMenu();
  return (
    // Closed, the menu is empty and hidden until it is prepared: the page hydrates only what is shown. Prepared, it is
    // laid out off screen and invisible (header.css), so that opening it only moves it in: a tap that made the browser
    // lay out the menu's sections waited about 20 ms more at a 4× slowed phone (issue 30).
    <div id={mobileMenuId} className="mobile-menu" hidden={!open && !prepared} data-open={open}>
      {open || prepared ? <MenuContent items={items} footer={footer} root={root} /> : null}
    </div>
  );
}

interface MenuProps {
  items: NavigationItem[];
  footer?: ReactNode;
  root?: SmartLink;
}

/** The menu's search, sections and footer: opening or closing the menu renders none of it again (`memo`). */
const MenuContent = memo(function MenuContent({ items, footer, root }: MenuProps) {
  const { i18n } = useLingui();
  const store = useUiStore();
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
    <>
      <Suspense fallback={null}>
        <searchForm.Slot variant="menu" onSearch={store.closeMenu} />
      </Suspense>
      <nav aria-label={i18n._(navigationLabel)} className="mobile-menu__nav">
        {renderLevel(items, '', 1, navigationRootAttributes(root))}
      </nav>
      {footer ? <div className="mobile-menu__footer">{footer}</div> : null}
    </>
  );
});

/**
 * Whether the menu's content is rendered while the menu is closed (hidden), so that a tap on the menu button only
 * shows it: mounting it on the tap took about 95 ms of React's work at a 4× slowed phone (bench:interactions). It is
 * rendered once the page is idle, or as soon as a visitor turns to the header, and only where the menu button shows
 * (below the desktop navigation's width). A transition renders it in slices, so it blocks no tap or scroll.
 */
function usePreparedMenu(): boolean {
  const [prepared, setPrepared] = useState(false);
  useEffect(() => {
    let live = true;
    void whenWanted('.header').then(() => {
      const button = browserWindow()?.document.getElementById(menuButtonId);
      if (live && button && button.offsetParent !== null) startTransition(() => setPrepared(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return prepared;
}
