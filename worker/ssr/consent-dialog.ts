import type { Context } from 'hono';
import type { GuardPageContext } from '../../app/guards/page-context';
import { localeOfPath } from '../../app/i18n/locales';
import { activateLocale, createI18n } from '../../app/i18n/setup';
import { readConsent } from '../../app/tracking/consent-choice';
import { consentDialogHtml, consentStyles } from '../../app/tracking/consent-dialog';
import { loadServerCatalog } from './catalogs';

/** `web-spotlight` as the router reads it: any value but none, `false` or `0` is Web Spotlight mode. */
const spotlightMode = (value: string | null) => value !== null && value !== 'false' && value !== '0';

/**
 * Whether this page asks for consent (decision 127): the built-in dialog is on, the page tracks (not an editor's
 * preview), a retailer is signed in, the visitor has no choice stored, and no editor is looking (Web Spotlight mode,
 * or a frame: Kontent shows pages in one, and a browser says so in `Sec-Fetch-Dest`).
 */
export function asksForConsent(c: Context, guardPage: GuardPageContext | undefined, url: Readonly<URL>): boolean {
  const config = guardPage?.config;
  if (!config?.tracking?.consentDialog || config.editorPreview || !guardPage?.user) return false;
  if (c.req.header('sec-fetch-dest') === 'iframe' || spotlightMode(url.searchParams.get('web-spotlight'))) return false;
  return readConsent(c.req.header('cookie'), Date.now()) === undefined;
}

/**
 * The page with the consent dialog written into it, open, as the first thing in its body and its styles at the end
 * of its head: it paints with the page instead of seconds later (a late dialog was the page's largest paint), and it
 * is outside what React hydrates, which skips elements it did not render in `<body>`. The page's script makes it
 * modal; without script its form posts the answer (worker/forms/consent-post.ts). Streamed through as it comes.
 */
export async function withConsentDialog(page: Response, pathname: string): Promise<Response> {
  const i18n = createI18n();
  await activateLocale(i18n, localeOfPath(pathname).code, loadServerCatalog);
  const dialog = consentDialogHtml({ i18n, current: undefined, open: true });
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
