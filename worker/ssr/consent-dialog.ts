import type { Context } from 'hono';
import { spotlightParameter } from '../../app/guards/spotlight';
import type { GuardPageContext } from '../../app/guards/page-context';
import { localeOfPath, type LocaleCode } from '../../app/i18n/locales';
import { activateLocale, createI18n } from '../../app/i18n/setup';
import { searchFlag } from '../../app/screens/search-params';
import { consentCookie, consentOfValue } from '../../app/tracking/consent-choice';
import { consentDialogHtml, consentStyles } from '../../app/tracking/consent-dialog';
import { requestCookie } from '../http/request-cookies';
import { loadServerCatalog } from './catalogs';

/**
 * Whether this page asks for consent (decision 127): the built-in dialog is on, the page tracks (not an editor's
 * preview), a retailer is signed in, the visitor has no choice stored, and no editor is looking (Web Spotlight mode as
 * the router reads it, or a frame: Kontent shows pages in one, and a browser says so in `Sec-Fetch-Dest`).
 */
export function asksForConsent(c: Context, guardPage: GuardPageContext | undefined, url: Readonly<URL>): boolean {
  const config = guardPage?.config;
  if (!config?.tracking?.consentDialog || config.editorPreview || !guardPage?.user) return false;
  if (c.req.header('sec-fetch-dest') === 'iframe' || searchFlag(url.searchParams.get(spotlightParameter)) === true) return false;
  return consentOfValue(requestCookie(c, consentCookie.name), Date.now()) === undefined;
}

/**
 * The written dialog's markup by locale: the same for every visitor who has not chosen (nothing ticked, open), and
 * the catalogs do not change within an isolate, so it is made once per locale.
 */
const dialogs = new Map<LocaleCode, string>();

async function dialogHtml(locale: LocaleCode): Promise<string> {
  const known = dialogs.get(locale);
  if (known) return known;
  const i18n = createI18n();
  await activateLocale(i18n, locale, loadServerCatalog);
  const html = consentDialogHtml({ i18n, current: undefined, open: true });
  dialogs.set(locale, html);
  return html;
}

/**
 * The page with the consent dialog written into it, open, as the first thing in its body and its styles at the end
 * of its head: it paints with the page instead of seconds later (a late dialog was the page's largest paint), and it
 * is outside what React hydrates, which skips elements it did not render in `<body>`. The page's script makes it
 * modal; without script its form posts the answer (worker/forms/consent-post.ts). Streamed through as it comes.
 */
export async function withConsentDialog(page: Response, pathname: string): Promise<Response> {
  const dialog = await dialogHtml(localeOfPath(pathname).code);
  return new HTMLRewriter()
    .on('head', {
      element(head) {
        head.append(`<style data-consent>${consentStyles}</style>`, { html: true });
      },
    })
    .on('body', {
      element(body) {
        body.prepend(dialog, { html: true });
      },
    })
    .transform(page);
}
