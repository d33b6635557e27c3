// Delivery API v2 and Preview API routes under /{environmentId}/…; one router, two slots.
import { Hono, type Context } from 'hono';
import { contentTypes, taxonomies, type ContentTypeDef } from '../../app/content/model/index.ts';
import { readConfig, type EmulatorEnv } from '../env.ts';
import { checkAccess } from './auth.ts';
import { errorCodes, KontentError, kontentErrorResponse } from './errors.ts';
import { decodeToken, feedPage, getItem, listItems } from './items.ts';
import { allLanguages, allTaxonomies, allTypes, pageOf, taxonomyJson, typeElementJson, typeJson } from './project-json.ts';
import { parseItemQuery, parsePaging } from './query.ts';
import type { SerializeContext } from './serialize.ts';
import { getStore } from './store-instance.ts';
import type { Slot } from './store.ts';
import { decodeSyncToken, encodeSyncToken, syncChanges, syncFiltersFrom } from './sync.ts';

type DeliveryEnv = EmulatorEnv & { Variables: { serialize: SerializeContext } };

const json = (body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Stale-Content': '0', ...headers },
  });

const requestUrl = (c: Context): URL => new URL(c.req.url);

export const deliveryApi = (slot: Slot) => {
  const app = new Hono<DeliveryEnv>();

  app.use('/:environmentId/*', async (c, next) => {
    const config = readConfig(c.env);
    checkAccess(c.req.param('environmentId'), slot, c.req.header('Authorization'), config);
    c.set('serialize', { store: getStore(), slot, publicBase: config.publicBase });
    await next();
  });

  app.get('/:environmentId/items', (c) => {
    const url = requestUrl(c);
    return json(listItems(parseItemQuery(url.searchParams), c.get('serialize'), url));
  });

  app.get('/:environmentId/items/:codename', (c) => {
    const query = parseItemQuery(requestUrl(c).searchParams);
    return json(getItem(c.req.param('codename'), query, c.get('serialize')));
  });

  app.get('/:environmentId/items-feed', (c) => {
    const url = requestUrl(c);
    const query = parseItemQuery(url.searchParams);
    const token = c.req.header('X-Continuation');
    let offset = 0;
    if (token) {
      const decoded = decodeToken(token);
      const candidate = typeof decoded === 'object' && decoded !== null && 'offset' in decoded ? decoded.offset : undefined;
      if (typeof candidate !== 'number' || !Number.isInteger(candidate) || candidate < 0) {
        throw new KontentError(400, errorCodes.invalidRequest, "The 'X-Continuation' header's token is not valid.");
      }
      offset = candidate;
    }
    const page = feedPage(query, c.get('serialize'), offset, readConfig(c.env).ITEMS_FEED_PAGE_SIZE);
    return json(page.body, page.continuation ? { 'X-Continuation': page.continuation } : {});
  });

  app.get('/:environmentId/types', (c) => {
    const url = requestUrl(c);
    const { page, pagination } = pageOf(allTypes(), parsePaging(url.searchParams), url);
    return json({ types: page, pagination });
  });

  const findType = (codename: string): ContentTypeDef => {
    const types: Readonly<Record<string, ContentTypeDef>> = contentTypes;
    const def = Object.hasOwn(types, codename) ? types[codename] : undefined;
    if (!def) throw new KontentError(404, errorCodes.typeNotFound, `The requested content type '${codename}' was not found.`);
    return def;
  };

  app.get('/:environmentId/types/:codename', (c) => {
    const codename = c.req.param('codename');
    return json(typeJson(codename, findType(codename)));
  });

  app.get('/:environmentId/types/:type/elements/:element', (c) => {
    const type = c.req.param('type');
    const element = c.req.param('element');
    const def = findType(type).elements[element];
    if (!def) {
      throw new KontentError(404, errorCodes.elementNotFound, `The requested content element '${element}' was not found in content type '${type}'.`);
    }
    return json(typeElementJson(def, element));
  });

  app.get('/:environmentId/taxonomies', (c) => {
    const url = requestUrl(c);
    const { page, pagination } = pageOf(allTaxonomies(), parsePaging(url.searchParams), url);
    return json({ taxonomies: page, pagination });
  });

  app.get('/:environmentId/taxonomies/:codename', (c) => {
    const codename = c.req.param('codename');
    const group = taxonomies.find((t) => t.codename === codename);
    if (!group) {
      throw new KontentError(404, errorCodes.taxonomyNotFound, `The requested taxonomy group '${codename}' was not found.`);
    }
    return json(taxonomyJson(group));
  });

  app.get('/:environmentId/languages', (c) => {
    const url = requestUrl(c);
    const { page, pagination } = pageOf(allLanguages(), parsePaging(url.searchParams), url);
    return json({ languages: page, pagination });
  });

  app.post('/:environmentId/sync/init', (c) => {
    const filters = syncFiltersFrom(requestUrl(c).searchParams);
    const token = encodeSyncToken({ sequence: c.get('serialize').store.lastSequence, ...filters });
    return json({ items: [] }, { 'X-Continuation': token });
  });

  app.get('/:environmentId/sync', (c) => {
    const token = decodeSyncToken(c.req.header('X-Continuation'));
    const { items, next } = syncChanges(token, c.get('serialize'));
    return json({ items }, { 'X-Continuation': encodeSyncToken(next) });
  });

  app.all('*', () => {
    throw new KontentError(404, errorCodes.invalidRequest, 'The requested resource does not exist.');
  });

  app.onError((error, c) => {
    const requestId = crypto.randomUUID();
    if (error instanceof KontentError) return kontentErrorResponse(error, requestId);
    console.error(JSON.stringify({ level: 'error', msg: 'delivery emulator failure', error: String(error), requestId, path: c.req.path }));
    return Response.json({ message: 'Internal server error.', request_id: requestId, error_code: 0, specific_code: 0 }, { status: 500 });
  });

  return app;
};
