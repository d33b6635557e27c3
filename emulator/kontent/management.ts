// A small surface modelled on Kontent's Management API v2: upsert an item and a language variant, publish and
// unpublish. Changes go to the store's in-memory overlay; each publish/unpublish sends a signed webhook to the app.
// POST /reset drops the overlay (local convenience, not a Kontent endpoint).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { contentTypes, isContentTypeCodename, isLanguageCodename, type ElementDef, type LanguageCodename } from '../../app/content/model/index.ts';
import { assetFileNameById, isAssetFileName } from '../assets/registry.ts';
import { environmentIds } from '../constants.ts';
import { stableUuid } from '../content/ids.ts';
import { readConfig, type EmulatorEnv } from '../env.ts';
import { bearerToken } from './auth.ts';
import { getStore } from './store-instance.ts';
import { emptyValue, type PlainValue, type Variant } from './variants.ts';
import { deliverWebhook, notification } from './webhook.ts';

class ManagementError extends Error {
  constructor(
    readonly status: 400 | 401 | 404,
    message: string,
    readonly validationErrors: string[] = [],
  ) {
    super(message);
  }
}

const reference = z.object({ codename: z.string().optional(), id: z.string().optional() });

const itemBody = z.object({
  name: z.string().min(1),
  type: z.object({ codename: z.string() }),
  collection: z.object({ codename: z.string() }).optional(),
});

const variantBody = z.object({
  name: z.string().min(1).optional(),
  elements: z
    .array(
      z.object({
        element: z.object({ codename: z.string() }),
        value: z.unknown(),
        display_timezone: z.string().nullable().optional(),
      }),
    )
    .default([]),
});

const refs = (value: unknown, element: string): string[] => {
  const parsed = z.array(reference).safeParse(value);
  if (!parsed.success) throw new ManagementError(400, `Element '${element}' needs an array of references.`);
  return parsed.data.map((ref) => ref.codename ?? ref.id ?? '');
};

const toPlain = (def: ElementDef, codename: string, value: unknown, timezone: string | null | undefined): PlainValue => {
  const store = getStore();
  const fail = (expected: string) => new ManagementError(400, `Element '${codename}' expects ${expected}.`);
  switch (def.type) {
    case 'text':
    case 'url_slug':
    case 'custom':
      if (typeof value !== 'string') throw fail('a string');
      return value;
    case 'rich_text':
      if (typeof value !== 'string') throw fail('an HTML string');
      return { html: value, components: {} };
    case 'number':
      if (value !== null && typeof value !== 'number') throw fail('a number or null');
      return value;
    case 'date_time':
      if (value === null) return null;
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw fail('an ISO date');
      return { value, timezone: timezone ?? 'UTC' };
    case 'asset':
      return refs(value, codename).map((ref) => {
        const name = assetFileNameById(ref) ?? ref;
        if (!isAssetFileName(name)) throw new ManagementError(400, `Asset '${ref}' does not exist.`);
        return name;
      });
    case 'modular_content':
      return refs(value, codename).map((ref) => {
        const byCodename = store.itemMeta(ref);
        const codenameOfRef = byCodename ? ref : store.itemCodenames().find((c) => store.itemMeta(c)?.id === ref);
        if (!codenameOfRef) throw new ManagementError(400, `Linked item '${ref}' does not exist.`);
        return codenameOfRef;
      });
    case 'multiple_choice': {
      const chosen = refs(value, codename);
      const unknown = chosen.filter((c) => !def.options.some((o) => o.codename === c));
      if (unknown.length) throw new ManagementError(400, `Unknown options for '${codename}': ${unknown.join(', ')}.`);
      return chosen;
    }
    case 'taxonomy':
      return refs(value, codename);
  }
};

const parseBody = async <T>(c: Context, schema: z.ZodType<T>): Promise<T> => {
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ManagementError(
      400,
      'The request body is not valid.',
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    );
  }
  return parsed.data;
};

const languageOf = (c: Context): LanguageCodename => {
  const language = c.req.param('language') ?? '';
  if (!isLanguageCodename(language)) throw new ManagementError(404, `The language '${language}' was not found.`);
  return language;
};

const variantJson = (variant: Variant) => ({
  item: { id: variant.item.id, codename: variant.item.codename },
  language: { codename: variant.language },
  name: variant.name,
  workflow_step: { codename: variant.workflowStep },
  last_modified: variant.lastModified,
});

export const managementApi = new Hono<EmulatorEnv>();

managementApi.use('*', async (c, next) => {
  if (bearerToken(c.req.header('Authorization')) !== readConfig(c.env).MANAGEMENT_API_KEY) {
    throw new ManagementError(401, 'Missing or invalid management API key.');
  }
  await next();
});

managementApi.post('/reset', (c) => {
  getStore().reset();
  return c.body(null, 204);
});

managementApi.use('/v2/projects/:environmentId/*', async (c, next) => {
  if (!environmentIds.includes(c.req.param('environmentId'))) throw new ManagementError(404, 'The environment was not found.');
  await next();
});

managementApi.put('/v2/projects/:environmentId/items/codename/:codename', async (c) => {
  const body = await parseBody(c, itemBody);
  const codename = c.req.param('codename');
  if (!isContentTypeCodename(body.type.codename)) throw new ManagementError(400, `Unknown content type '${body.type.codename}'.`);
  const store = getStore();
  const existing = store.itemMeta(codename);
  if (existing && existing.type !== body.type.codename) throw new ManagementError(400, 'The type of an item cannot change.');
  const meta = existing ?? {
    id: stableUuid(`item:${codename}`),
    codename,
    type: body.type.codename,
    collection: body.collection?.codename ?? 'default',
    sitemapLocations: [],
  };
  store.upsertItem(meta);
  return c.json({ id: meta.id, codename, name: body.name, type: { codename: meta.type } }, existing ? 200 : 201);
});

const variantPath = '/v2/projects/:environmentId/items/codename/:codename/variants/codename/:language';

managementApi.put(variantPath, async (c) => {
  const body = await parseBody(c, variantBody);
  const language = languageOf(c);
  const store = getStore();
  const meta = store.itemMeta(c.req.param('codename'));
  if (!meta) throw new ManagementError(404, `The content item '${c.req.param('codename')}' was not found.`);
  const defs: Readonly<Record<string, ElementDef>> = contentTypes[meta.type].elements;
  const current = store.variant(meta.codename, language, 'preview');
  const elements: Record<string, PlainValue> = current
    ? { ...current.elements }
    : Object.fromEntries(Object.entries(defs).map(([k, def]) => [k, emptyValue(def)]));
  for (const entry of body.elements) {
    const def = defs[entry.element.codename];
    if (!def) throw new ManagementError(400, `The element '${entry.element.codename}' is not in type '${meta.type}'.`);
    elements[entry.element.codename] = toPlain(def, entry.element.codename, entry.value, entry.display_timezone);
  }
  const draft: Variant = {
    item: meta,
    language,
    name: body.name ?? current?.name ?? meta.codename,
    elements,
    workflowStep: 'draft',
    lastModified: new Date().toISOString(),
  };
  store.upsertDraft(draft);
  return c.json(variantJson(draft), current ? 200 : 201);
});

const publishing = (action: 'published' | 'unpublished') => async (c: Context<EmulatorEnv>) => {
  const language = languageOf(c);
  const codename = c.req.param('codename') ?? '';
  const store = getStore();
  if (!store.itemMeta(codename)) throw new ManagementError(404, `The content item '${codename}' was not found.`);
  const now = new Date().toISOString();
  const variant = action === 'published' ? store.publish(codename, language, now) : store.unpublish(codename, language, now);
  if (!variant) {
    throw new ManagementError(400, action === 'published' ? 'The language variant does not exist.' : 'The language variant is not published.');
  }
  const webhook = await deliverWebhook([notification(variant, action)], readConfig(c.env));
  return c.json({ variant: variantJson(variant), webhook });
};

managementApi.put(`${variantPath}/publish`, publishing('published'));
managementApi.put(`${variantPath}/unpublish-and-archive`, publishing('unpublished'));
managementApi.put(`${variantPath}/unpublish`, publishing('unpublished'));

managementApi.onError((error) => {
  const requestId = crypto.randomUUID();
  if (error instanceof ManagementError) {
    return Response.json(
      {
        request_id: requestId,
        error_code: error.status === 401 ? 7 : error.status === 404 ? 100 : 5,
        message: error.message,
        ...(error.validationErrors.length ? { validation_errors: error.validationErrors.map((message) => ({ message })) } : {}),
      },
      { status: error.status },
    );
  }
  return Response.json({ request_id: requestId, error_code: 0, message: String(error) }, { status: 500 });
});
