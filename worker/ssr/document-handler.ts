import type { Context } from 'hono';
import type { GuardPageContext } from '../../app/guards/page-context';
import { isDecodable, stripBasePath } from '../../app/url/site-path';
import { describeError } from '../log/logger';
import { fallbackErrorPage } from './fallback';
import { decideLocale } from './locale-cookie';
import { renderPage } from './render';
import { formsPageSettings } from '../forms/page-settings';
import { requestUrl } from '../http/request-url';
import { documentAudience } from '../session/audience';
import type { DocumentServices } from './document-services';
import { asksForConsent, withConsentDialog } from './consent-dialog';

export interface DocumentVariables {
  secureHeadersNonce?: string;
  /** The guards' verdict for this page (worker/guards), handed to the router. */
  guardPage?: GuardPageContext;
}

/**
 * Every GET that is not an asset or an API call: locale cookie and root redirect, then the streamed page.
 * A path that cannot even be decoded is answered with the static 404 page rather than reaching the router.
 */
export function documentHandler(services: DocumentServices) {
  return async (c: Context<{ Bindings: Env; Variables: DocumentVariables }>) => {
    const config = c.get('config');
    const log = c.get('log');
    const requestId = c.get('requestId');
    const url = requestUrl(c);
    // The request id header is the app's (worker/http/request-context.ts); the locale cookie is this handler's.
    // Headers set on the context while the page was made go with it: the `oauth` cookie a search of the page's
    // loader earned (decision 086).
    const finish = (response: Response, setCookie?: string) => {
      const page = c.newResponse(response.body, response);
      if (setCookie) page.headers.append('set-cookie', setCookie);
      return page;
    };
    const pathname = stripBasePath(url.pathname, config.BASE_PATH);
    if (pathname === undefined || !isDecodable(url.pathname)) return finish(fallbackErrorPage(404, requestId));

    const locale = decideLocale(url, pathname, c.req.header('cookie'), c.req.header('accept-language'), config.BASE_PATH);
    if (locale.redirect) {
      const redirect = new Response(null, { status: 302, headers: { location: locale.redirect, vary: 'Cookie, Accept-Language' } });
      return finish(redirect, locale.setCookie);
    }
    const path = url.pathname.slice(0, 200);
    try {
      // A form posted to the page (worker/forms/page-post.ts) is answered with the page as a GET renders it, with the
      // submission's outcome in the router context and its status.
      const request =
        c.req.method === 'GET' || c.req.method === 'HEAD' ? c.req.raw : new Request(c.req.url, { method: 'GET', headers: c.req.raw.headers });
      const rendered = await renderPage({
        request,
        forms: await formsPageSettings(c),
        content: services.content(c),
        search: services.search(c),
        basePath: config.BASE_PATH,
        nonce: c.get('secureHeadersNonce') ?? '',
        guardPage: c.get('guardPage'),
        // With secure access off, the id alone opens every published item: signed-out visitors never get it (decision 111).
        kontentEnvironmentId: documentAudience(c) === 'signed-in' ? config.KONTENT_ENVIRONMENT_ID : undefined,
      });
      const formStatus = c.get('formSubmissionStatus');
      const response =
        formStatus && rendered.status === 200 ? new Response(rendered.body, { status: formStatus, headers: rendered.headers }) : rendered;
      if (response.status >= 500) log.error('Page answered with a server error', { status: response.status, path });
      else if (response.status >= 400) log.info('Page answered with a client error', { status: response.status, path });
      const page = response.status < 500 && response.body && asksForConsent(c, c.get('guardPage'), url);
      return finish(page ? await withConsentDialog(response, pathname) : response, locale.setCookie);
    } catch (error) {
      log.error('Rendering failed', { ...describeError(error), path });
      return finish(fallbackErrorPage(500, requestId));
    }
  };
}
