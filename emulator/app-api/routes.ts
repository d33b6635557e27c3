// The App API (product §7) under /app-api: login info from the development sign-in, the OAuth token, contact and
// newsletter saves, site search, file downloads and the content-tool registration calls.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { isLanguageCodename } from '../../app/content/model/index.ts';
import { ENVIRONMENT_ID } from '../constants.ts';
import { readConfig, type EmulatorEnv } from '../env.ts';
import { getStore } from '../kontent/store-instance.ts';
import { AppApiError, appErrorResponse, detailsOf } from './errors.ts';
import { fileRoutes } from './files.ts';
import { issueToken, requireScope, requireToken } from './oauth.ts';
import { search } from './search.ts';
import { indexElastic } from './search-index.ts';
import { currentUser } from './session.ts';
import { keepAnswer, keptAnswer, record, type FormRecordKind } from './form-records.ts';
import { findUserByEmail } from './users.ts';

export const appApi = new Hono<EmulatorEnv>();

const jsonBody = async <T>(request: Request, schema: z.ZodType<T>): Promise<T> => {
  const parsed = schema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) throw new AppApiError(400, undefined, detailsOf(parsed.error));
  return parsed.data;
};

appApi.get('/api/v1/saml/login-info', async (c) => {
  const user = await currentUser(c);
  const loginUrl = `${readConfig(c.env).publicBase}/sign-in`;
  return c.json({
    saml: { isLoggedIn: user !== undefined, loginUrl },
    b2bUserInfo: user
      ? {
          userId: user.userId,
          organizationBid: user.organizationBid,
          country: user.country,
          userType: user.userType,
          organizationName: user.organizationName,
          organizationNumber: user.organizationNumber,
        }
      : null,
  });
});

appApi.post('/api/v1/oauth/access-token', (c) => issueToken(c));

const contactSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email(),
  message: z.string().trim().min(1).max(5000),
  company: z.string().max(200).optional(),
  topic: z.string().max(100).optional(),
  /** The visitor's market, ISO 3166-1 alpha-2 (decision 080). */
  market: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  consent: z.literal(true).optional(),
  language: z.string().refine(isLanguageCodename).optional(),
});

const newsletterSchema = z.object({
  email: z.email(),
  name: z.string().max(200).optional(),
  language: z.string().refine(isLanguageCodename).optional(),
  consent: z.literal(true),
});

/** An Idempotency-Key is a client's id of one submission: letters, digits and -_.: up to 200 characters. */
const idempotencyKey = z
  .string()
  .regex(/^[\w.:-]{8,200}$/)
  .optional();

/**
 * A form save: validated, then answered once per Idempotency-Key. A retry with the same key and body gets the first
 * answer again (marked Idempotent-Replayed) and stores nothing; the same key with another body is a 400.
 */
async function saveForm(
  c: Context<EmulatorEnv>,
  kind: FormRecordKind,
  schema: z.ZodType<Record<string, unknown> & { email: string }>,
  status: string,
) {
  await requireScope(c, kind === 'contact' ? 'contact:save' : 'newsletter:save');
  const key = idempotencyKey.safeParse(c.req.header('idempotency-key'));
  if (!key.success) throw new AppApiError(400, undefined, ['Idempotency-Key: expected 8-200 letters, digits or -_.:']);
  const body = await jsonBody(c.req.raw, schema);
  const fingerprint = JSON.stringify(body);
  const scopedKey = key.data ? `${kind}:${key.data}` : undefined;
  const kept = scopedKey ? keptAnswer(scopedKey) : undefined;
  if (kept) {
    if (kept.fingerprint !== fingerprint) throw new AppApiError(400, undefined, ['Idempotency-Key: already used for another body']);
    record({ kind, body, idempotencyKey: key.data ?? null, outcome: 'replayed' });
    return c.json(kept.body, kept.status, { 'Idempotent-Replayed': 'true' });
  }
  const answer = { id: crypto.randomUUID(), status, email: body.email };
  if (scopedKey) keepAnswer(scopedKey, fingerprint, answer);
  record({ kind, body, idempotencyKey: key.data ?? null, outcome: 'stored' });
  return c.json(answer, 201);
}

appApi.post('/api/v1/contact-requests', (c) => saveForm(c, 'contact', contactSchema, 'received'));

appApi.post('/api/v1/newsletter-subscriptions', (c) => saveForm(c, 'newsletter', newsletterSchema, 'subscribed'));

const searchSchema = z.object({
  q: z.string().trim().min(1).max(200),
  language: z.string().refine(isLanguageCodename).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

appApi.get('/api/v1/search', async (c) => {
  await requireScope(c, 'search:search');
  const parsed = searchSchema.safeParse(c.req.query());
  if (!parsed.success) throw new AppApiError(400, undefined, detailsOf(parsed.error));
  const { q, language, limit } = parsed.data;
  const context = { store: getStore(), slot: 'published' as const, publicBase: readConfig(c.env).publicBase };
  return c.json(search(q, language && isLanguageCodename(language) ? language : undefined, context, limit));
});

appApi.route('/files', fileRoutes);

// The worker, from Kontent's publish webhook (decision 118): keeps the search index to published content.
appApi.post('/api/v1/kontent-api/index-elastic', (c) => indexElastic(c));

// Called by the app on the visitor's behalf: the app's client-credentials bearer and the visitor's session.
appApi.get('/api/v1/kontent-poc/registration', async (c) => {
  await requireToken(c);
  const user = await currentUser(c);
  if (!user) throw new AppApiError(401);
  return c.json({
    registered: true,
    userId: user.userId,
    email: user.email,
    environmentId: ENVIRONMENT_ID,
    redirectUrl: `https://app.kontent.ai/${ENVIRONMENT_ID}/content-inventory`,
  });
});

appApi.get('/api/v1/kontent-poc/deactivate/:email', (c) => {
  const email = c.req.param('email');
  if (!z.email().safeParse(email).success) throw new AppApiError(400, 'Bad request - missing required parameters', ['email: invalid']);
  const user = findUserByEmail(email);
  if (!user) throw new AppApiError(404);
  return c.json({ deactivated: true, email: user.email });
});

appApi.all('*', () => {
  throw new AppApiError(404);
});

appApi.onError((error) => {
  if (error instanceof AppApiError) return appErrorResponse(error);
  console.error(JSON.stringify({ level: 'error', msg: 'app-api emulator failure', error: String(error) }));
  return appErrorResponse(new AppApiError(500));
});
