import { Hono } from 'hono';
import { ContentError } from '../../app/content/client';
import { jsonText } from '../../app/content/plain-data';
import { headerNavigation } from '../../app/content/queries/navigation';
import { HttpError } from '../../app/errors';
import { isLocaleCode } from '../../app/i18n/locales';
import { describeError } from '../log/logger';
import type { DocumentVariables } from '../ssr/document-handler';
import { requestContent } from '../ssr/document-services';

/** Where the browser asks for a locale's whole header navigation (decision 129). */
export const navigationPath = '/api/navigation';

/** The 401 a caller without a visitor session gets (`requireSession`, worker/index.ts): no navigation at all. */
export const navigationSignInRequired = () => ({ error: 'Unauthorized', message: 'Sign in to read the navigation.' });

const unavailable = { error: 'Service Unavailable', message: 'The navigation is not available right now. Please try again later.' };

/**
 * `GET /api/navigation/{locale}`: the locale's header navigation, all three levels, as the tree the pages build
 * (app/content/queries/navigation.ts). A retailer's page carries the first levels only; its menus ask here when a
 * visitor turns to them. Read through the same content service as the pages (its KV, memory and the location's
 * copies, preview for an editor's session), built and written once per Kontent answer. Never stored by a cache: it is
 * a signed-in visitor's, as the pages are.
 */
export const navigationRoutes = new Hono<{ Bindings: Env; Variables: DocumentVariables }>().get('/:locale', async (c) => {
  c.header('cache-control', 'private, no-store');
  c.header('vary', 'Cookie');
  const locale = c.req.param('locale');
  if (!isLocaleCode(locale)) return c.json({ error: 'Not Found', message: 'There is no such locale.' }, 404);
  try {
    const tree = await headerNavigation(requestContent(c), locale);
    return c.body(jsonText(tree), 200, { 'content-type': 'application/json; charset=utf-8' });
  } catch (error) {
    // The page's own rules (app/layouts/default-layout-route.ts): logged, and the menu says it cannot be had.
    c.get('log').warn('Header navigation unavailable', describeError(error));
    // A preview session that outlived the preview key (decision 026) is told so, as its pages are.
    if (error instanceof HttpError && error.status === 501) return c.json({ error: 'Not Implemented', message: error.message }, 501);
    if (error instanceof ContentError && error.status === 404) return c.json({ error: 'Not Found', message: 'This site has no navigation.' }, 404);
    c.header('retry-after', '30');
    return c.json(unavailable, 503);
  }
});
