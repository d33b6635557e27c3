import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { NavigationItem, NavigationTree } from '../../content/navigation-tree';
import { useCurrentLocale } from '../../i18n/useCurrentScreen';
import type { NavigationLevels, RouterContext } from '../../router-context';
import { whenWanted } from '../../deferred';

const loadingLabel = msg({ id: 'header.menu.loading', message: 'Loading…' });
const failedLabel = msg({ id: 'header.menu.failed', message: 'The menu could not be loaded.' });
const retryLabel = msg({ id: 'header.menu.retry', message: 'Try again' });

type Children = { state: 'ready'; nodes: NavigationItem[] } | { state: 'loading' } | { state: 'failed'; retry: () => void };

/** The browser's navigation levels (app/browser/navigation-levels.ts); absent in the worker and in component tests. */
export function useNavigationLevels(): NavigationLevels | undefined {
  return (useRouter().options.context as Partial<RouterContext> | undefined)?.navigationLevels;
}

/**
 * Asks for the locale's whole navigation before a menu is opened: when the page is idle or a visitor turns to the
 * header or the mobile menu (app/deferred.tsx `whenWanted`; the menu button is in the header), so that a panel has its
 * children at hand even for a keyboard user who opens it and tabs on at once. Used once, by the desktop navigation,
 * which every page renders. Nothing where the page has them all. One request
 * per locale and page session (app/browser/navigation-levels.ts).
 */
export function usePreloadLevels(items: readonly NavigationItem[]): (() => void) | undefined {
  const levels = useNavigationLevels();
  const locale = useCurrentLocale();
  const needed = levels !== undefined && items.some((item) => item.later);
  const preload = useCallback(() => {
    if (levels && !levels.loaded(locale.code)) levels.load(locale.code).catch(() => undefined);
  }, [levels, locale.code]);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void whenWanted('.header, .mobile-menu').then(() => live && preload());
    return () => {
      live = false;
    };
  }, [needed, preload]);
  return needed ? preload : undefined;
}

const childrenIn = (tree: NavigationTree, key: string): NavigationItem[] => tree.items.find((item) => item.key === key)?.children ?? [];

/**
 * A node's children: its own, or, for a first level the page carries without them (`later`, decision 129), the
 * locale's whole navigation's, asked for once and then at hand for every panel.
 */
function useChildren(node: NavigationItem): Children {
  const levels = useNavigationLevels();
  const locale = useCurrentLocale();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [, settled] = useState<NavigationTree>();
  const later = node.later === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger: "Try again" asks once more
  useEffect(() => {
    if (!later || !levels || levels.loaded(locale.code)) return;
    let live = true;
    setFailed(false);
    levels.load(locale.code).then(
      (tree) => live && settled(tree),
      (error: unknown) => {
        console.warn('Header navigation unavailable', error instanceof Error ? error.message : error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [later, levels, locale.code, attempt]);
  if (!later) return { state: 'ready', nodes: node.children };
  const tree = levels?.loaded(locale.code);
  if (tree) return { state: 'ready', nodes: childrenIn(tree, node.key) };
  return failed || !levels ? { state: 'failed', retry: () => setAttempt((count) => count + 1) } : { state: 'loading' };
}

/**
 * Renders a node's children with `render` once they are at hand; meanwhile a status line (shown after a moment, so a
 * quick answer does not flash it), and if they cannot be had, a line saying so with a button to ask again.
 */
export function NodeChildren({ node, children: render }: { node: NavigationItem; children: (nodes: NavigationItem[]) => ReactNode }) {
  const { i18n } = useLingui();
  const children = useChildren(node);
  switch (children.state) {
    case 'ready':
      return render(children.nodes);
    case 'loading':
      return (
        <p className="nav-status nav-status--loading" role="status">
          {i18n._(loadingLabel)}
        </p>
      );
    case 'failed':
      return (
        <p className="nav-status" role="alert">
          {i18n._(failedLabel)}{' '}
          <button type="button" className="nav-status__retry" onClick={children.retry}>
            {i18n._(retryLabel)}
          </button>
        </p>
      );
    default:
      return children satisfies never;
  }
}
