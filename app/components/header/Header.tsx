import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link, useRouter } from '@tanstack/react-router';
import { Suspense, useEffect, type ReactNode } from 'react';
import { registerNode, standaloneNodeAttributes, visibleNodes, type NavigationItem, type NavigationTree } from '../../content/navigation-tree';
import type { SmartLink } from '../../content/smart-link';
import { browserWindow } from '../../dom';
import { localePath } from '../../i18n/paths';
import { useCurrentLocale } from '../../i18n/useCurrentScreen';
import { useUiState, useUiStore } from '../../layouts/ui-state';
import { Logo } from '../logo/Logo';
import { Settled } from '../settled/Settled';
import { searchForm } from '../search-form/search-form-slot';
import { SearchLink } from '../search-form/SearchLink';
import './header.css';
import { AdministrationButton } from './AdministrationButton';
import { DesktopNavigation, nodeButtonId } from './DesktopNavigation';
import { fixedSections } from './fixed-sections';
import { LanguageSelector } from './LanguageSelector';
import { MobileMenu, menuButtonId, mobileMenuId } from './MobileMenu';

const menuLabel = msg({ id: 'header.menu', message: 'Menu' });
const homeLabel = msg({ id: 'header.home', message: 'Retailer Experience, home' });

/**
 * The site header (product §2, 64 px): logo, the content-managed navigation (desktop panels from xl, a slide-in menu
 * below), the Administration button when the navigation links to the register anchor, and the language selector.
 * Logo, language and menu button render at once; the navigation streams in when the content service answers,
 * with the site's fixed sections shown until then or when the content has none.
 */
export function Header({ navigation }: { navigation?: NavigationTree | Promise<NavigationTree> }) {
  const { i18n } = useLingui();
  const locale = useCurrentLocale();
  const fixed = fixedSections(i18n, locale.code);
  // `admin` is the node linking to the register anchor; `root` the header navigation item (click-to-edit). The fixed
  // sections have neither.
  const withItems = (render: (items: NavigationItem[], source: 'content' | 'fixed', admin?: NavigationItem, root?: SmartLink) => ReactNode) =>
    navigation ? (
      <Settled value={navigation} fallback={render(fixed, 'fixed')}>
        {(tree) => {
          const nodes = visibleNodes(tree.items);
          return nodes.length ? render(nodes, 'content', registerNode(tree), tree.smart) : render(fixed, 'fixed');
        }}
      </Settled>
    ) : (
      render(fixed, 'fixed')
    );
  useMenuKeyboard();
  useCloseOnNavigation();
  return (
    <>
      <header className="header">
        <div className="header__inner">
          <Link to={localePath(locale.code, 'index')} className="header__home" aria-label={i18n._(homeLabel)}>
            <Logo />
          </Link>
          {withItems((items, source, admin, root) => (
            <>
              <DesktopNavigation items={items} source={source} root={root} />
              {admin ? <AdministrationButton className="admin-button--header" attributes={standaloneNodeAttributes(admin)} /> : null}
            </>
          ))}
          <Suspense fallback={null}>
            <searchForm.Slot variant="header" />
          </Suspense>
          <LanguageSelector />
          <SearchLink />
          <MenuButton label={i18n._(menuLabel)} />
        </div>
      </header>
      <MenuOverlay />
      {withItems((items, _source, admin, root) => (
        <MobileMenu
          items={items}
          root={root}
          footer={admin ? <AdministrationButton className="admin-button--menu" attributes={standaloneNodeAttributes(admin)} /> : undefined}
        />
      ))}
    </>
  );
}

function MenuButton({ label }: { label: string }) {
  const store = useUiStore();
  const open = useUiState((state) => state.isMenuOpen && state.activeNode === null);
  return (
    <button type="button" id={menuButtonId} className="menu-button" aria-expanded={open} aria-controls={mobileMenuId} onClick={store.toggleMenu}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        {open ? (
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/** product §2: the overlay behind an open menu or panel; clicking it closes the menu. */
function MenuOverlay() {
  const store = useUiStore();
  const open = useUiState((state) => state.isMenuOpen);
  return <div className="menu-overlay" hidden={!open} aria-hidden="true" onClick={store.closeMenu} />;
}

/**
 * Escape closes whichever menu is open and returns focus to the button that opened it. One listener for the page's
 * life, reading the store when a key is pressed: a hook that read whether the menu is open would render the whole
 * header again inside the tap that opens it.
 */
function useMenuKeyboard() {
  const store = useUiStore();
  useEffect(() => {
    const page = browserWindow()?.document;
    if (!page) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const { isMenuOpen, activeNode } = store.get();
      if (!isMenuOpen || event.key !== 'Escape' || event.defaultPrevented) return;
      store.closeMenu();
      page.getElementById(activeNode ? nodeButtonId(activeNode) : menuButtonId)?.focus();
    };
    page.addEventListener('keydown', onKeyDown);
    return () => page.removeEventListener('keydown', onKeyDown);
  }, [store]);
}

/**
 * A navigation to another page (link, back button) closes the menu. The router's event, not the location as state:
 * a header that read the location would render again, whole, inside the tap that starts every in-app navigation
 * (decision 134).
 */
function useCloseOnNavigation() {
  const store = useUiStore();
  const router = useRouter();
  useEffect(() => router.subscribe('onBeforeNavigate', ({ pathChanged }) => pathChanged && store.closeMenu()), [router, store]);
}
