import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useState, type FocusEvent } from 'react';
import {
  navigationEntryAttributes as entryAttributes,
  navigationListAttributes as listAttributes,
  navigationRootAttributes,
  navigationTitleAttributes,
  hasChildren,
  type NavigationItem,
} from '../../content/navigation-tree';
import type { SmartLink } from '../../content/smart-link';
import { useUiState, useUiStore } from '../../layouts/ui-state';
import { NavLink } from './NavLink';
import { NodeChildren, usePreloadLevels } from './NodeChildren';
import { NodeIcon } from './NodeIcon';

const navigationLabel = msg({ id: 'header.navigation', message: 'Main navigation' });

export const nodeButtonId = (key: string) => `nav-${key}`;

/**
 * product §2 desktop navigation (shown from xl): the WAI-ARIA disclosure navigation pattern. A first-level node is a
 * button that opens its panel of second-level items; a second-level node with children opens its third-level list
 * to the right. Choosing an open node again closes it. Plain buttons and links keep the native keyboard behaviour
 * (Tab, Enter, Space); Escape is handled by the header for every menu.
 */
export function DesktopNavigation({ items, source, root }: { items: NavigationItem[]; source: 'content' | 'fixed'; root?: SmartLink }) {
  const { i18n } = useLingui();
  const store = useUiStore();
  const activeNode = useUiState((state) => (state.isMenuOpen ? state.activeNode : null));
  // The panel closes when focus leaves the navigation (APG disclosure navigation), not when it moves inside it.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (activeNode && next !== null && !event.currentTarget.contains(next)) store.closeMenu();
  };
  const preload = usePreloadLevels(items);
  return (
    <nav aria-label={i18n._(navigationLabel)} className="nav-desktop" onBlur={onBlur} onPointerOver={preload} onFocus={preload}>
      <ul className="nav-desktop__list" data-source={source} {...navigationRootAttributes(root)}>
        {items.map((item) => (
          <li key={item.key} className="nav-desktop__item" {...entryAttributes(item)}>
            {hasChildren(item) ? (
              <>
                <button
                  type="button"
                  id={nodeButtonId(item.key)}
                  className="nav-desktop__node"
                  aria-expanded={activeNode === item.key}
                  aria-controls={`${nodeButtonId(item.key)}-panel`}
                  onClick={() => store.toggleNode(item.key)}
                  {...navigationTitleAttributes(item)}
                >
                  {item.title}
                  <Chevron />
                </button>
                <Panel item={item} open={activeNode === item.key} onNavigate={store.closeMenu} />
              </>
            ) : item.href ? (
              <NavLink
                href={item.href}
                external={item.external}
                newWindow={item.newWindow}
                className="nav-desktop__node"
                attributes={navigationTitleAttributes(item)}
              >
                {item.title}
              </NavLink>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Panel({ item, open, onNavigate }: { item: NavigationItem; open: boolean; onNavigate: () => void }) {
  const id = `${nodeButtonId(item.key)}-panel`;
  // A closed panel is empty: the page hydrates only what is shown, and a panel opens fresh each time (its
  // third-level list closed again).
  return (
    <div id={id} className="nav-panel" hidden={!open}>
      {open ? <PanelContent item={item} id={id} onNavigate={onNavigate} /> : null}
    </div>
  );
}

function PanelContent({ item, id, onNavigate }: { item: NavigationItem; id: string; onNavigate: () => void }) {
  return (
    <div className="nav-panel__inner">
      {item.href ? (
        <NavLink
          href={item.href}
          external={item.external}
          newWindow={item.newWindow}
          className="nav-panel__overview"
          onNavigate={onNavigate}
          attributes={navigationTitleAttributes(item)}
        >
          {item.title}
        </NavLink>
      ) : null}
      <NodeChildren node={item}>{(seconds) => <SecondLevels item={item} seconds={seconds} id={id} onNavigate={onNavigate} />}</NodeChildren>
    </div>
  );
}

/** A panel's second levels, each opening its third-level list to the right. */
function SecondLevels({ item, seconds, id, onNavigate }: { item: NavigationItem; seconds: NavigationItem[]; id: string; onNavigate: () => void }) {
  const [activeSecond, setActiveSecond] = useState<string | null>(null);
  return (
    <ul className="nav-panel__second" {...listAttributes(item)}>
      {seconds.map((second) => {
        const open = activeSecond === second.key;
        const label = (
          <>
            <NodeIcon node={second} className="nav-panel__icon" />
            <span {...navigationTitleAttributes(second)}>{second.title}</span>
          </>
        );
        return (
          <li key={second.key} className="nav-panel__second-item" {...entryAttributes(second)}>
            {second.children.length > 0 ? (
              <>
                <button
                  type="button"
                  className="nav-panel__second-node"
                  aria-expanded={open}
                  aria-controls={`${id}-${second.key}`}
                  onClick={() => setActiveSecond(open ? null : second.key)}
                >
                  {label}
                  <Chevron />
                </button>
                <ul id={`${id}-${second.key}`} className="nav-panel__third" hidden={!open} {...listAttributes(second)}>
                  {second.href ? (
                    <li>
                      <NavLink
                        href={second.href}
                        external={second.external}
                        newWindow={second.newWindow}
                        className="nav-panel__third-link nav-panel__third-link--overview"
                        onNavigate={onNavigate}
                        attributes={navigationTitleAttributes(second)}
                      >
                        {second.title}
                      </NavLink>
                    </li>
                  ) : null}
                  {second.children.flatMap((third) =>
                    third.href ? (
                      <li key={third.key} {...entryAttributes(third)}>
                        <NavLink
                          href={third.href}
                          external={third.external}
                          newWindow={third.newWindow}
                          className="nav-panel__third-link"
                          onNavigate={onNavigate}
                          attributes={navigationTitleAttributes(third, 'link')}
                        >
                          {third.title}
                        </NavLink>
                      </li>
                    ) : (
                      []
                    ),
                  )}
                </ul>
              </>
            ) : second.href ? (
              <NavLink
                href={second.href}
                external={second.external}
                newWindow={second.newWindow}
                className="nav-panel__second-node"
                onNavigate={onNavigate}
              >
                {label}
              </NavLink>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function Chevron() {
  return (
    <svg className="chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
