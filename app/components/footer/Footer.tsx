import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Suspense } from 'react';
import type { FooterContent, FooterLink } from '../../content/queries/footer';
import type { LocaleCode } from '../../i18n/locales';
import { localePath } from '../../i18n/paths';
import { useCurrentLocale } from '../../i18n/useCurrentScreen';
import { siteMapScreens } from '../../screens/screens';
import { screenTitles } from '../../screens/titles';
import type { I18n } from '@lingui/core';
import { NavLink } from '../header/NavLink';
import { elementAttributes, insertableElementAttributes, itemElementAttributes, noHighlight, smartLinkAttributes } from '../../content/smart-link';
import { Logo } from '../logo/Logo';
import { Settled } from '../settled/Settled';
import { CookieSettings } from './CookieSettings';
import { newsletterForm } from './newsletter-slot';
import './footer.css';

/** The site map's screens, in their declared order (app/screens/<name>/screen.ts `siteMap`). */
const fixedScreens = siteMapScreens.map((screen) => screen.name);
const label = msg({ id: 'footer.navigation', message: 'Site map' });
const fallbackCopyright = '© Retailer Experience';

function fixedFooter(i18n: I18n, locale: LocaleCode): FooterContent {
  return {
    links: fixedScreens.map((screen) => ({
      key: `screen_${screen}`,
      title: i18n._(screenTitles[screen]),
      href: localePath(locale, screen),
      external: false,
      newWindow: false,
    })),
    copyright: fallbackCopyright,
  };
}

/**
 * The site footer from its content type (product §3 footer, footer link): its internal, external and asset links
 * resolved by content type, and its copyright line. It streams in after the page; the site's fixed sections stand
 * in until then and when the content has no footer.
 */
export function Footer({ footer }: { footer?: FooterContent | null | Promise<FooterContent | null> }) {
  const { i18n } = useLingui();
  const locale = useCurrentLocale();
  const fixed = fixedFooter(i18n, locale.code);
  return (
    <footer className="footer" id="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Logo />
        </div>
        {footer ? (
          <Settled value={footer} fallback={<FooterBody content={fixed} label={i18n._(label)} source="fixed" />}>
            {(content) =>
              content?.links.length ? (
                <FooterBody content={content} label={i18n._(label)} source="content" />
              ) : (
                <FooterBody content={fixed} label={i18n._(label)} source="fixed" />
              )
            }
          </Settled>
        ) : (
          <FooterBody content={fixed} label={i18n._(label)} source="fixed" />
        )}
        <CookieSettings />
        <Suspense fallback={null}>
          <newsletterForm.Slot />
        </Suspense>
      </div>
    </footer>
  );
}

function FooterBody({ content, label, source }: { content: FooterContent; label: string; source: 'content' | 'fixed' }) {
  return (
    <>
      <nav aria-label={label} className="footer__nav">
        {/* The footer item has no box of its own here: its two elements each name it. */}
        <ul
          className="footer__links"
          data-source={source}
          {...(content.smart ? { ...smartLinkAttributes(content.smart), ...insertableElementAttributes('links') } : {})}
        >
          {content.links.map((link: FooterLink) => (
            // An entry is its link and no larger: its title is what editors click (see DesktopNavigation).
            <li key={link.key} {...(link.smart ? { ...smartLinkAttributes(link.smart), ...noHighlight } : {})}>
              <NavLink
                href={link.href}
                external={link.external}
                newWindow={link.newWindow}
                className="footer__link"
                attributes={link.titleSmart ? itemElementAttributes(link.titleSmart, 'title') : link.smart ? elementAttributes('title') : {}}
              >
                {link.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="footer__copy" {...itemElementAttributes(content.smart, 'copyright')}>
        {content.copyright}
      </p>
    </>
  );
}
