// Client-credentials grant for the front end's anonymous API client (product §6), with signed, expiring tokens.
import type { Context } from 'hono';
import { z } from 'zod';
import { readConfig, type EmulatorEnv } from '../env.ts';
import { bearerToken } from '../kontent/auth.ts';
import { AppApiError } from './errors.ts';
import { signValue, verifyValue } from './signing.ts';

export const scopes = ['contact:save', 'newsletter:save', 'search:search'] as const;
export type Scope = (typeof scopes)[number];

export const TOKEN_LIFETIME_SECONDS = 3600;

const requestSchema = z.object({
  grant_type: z.string(),
  client_id: z.string(),
  client_secret: z.string(),
  scope: z.string().optional(),
});

const tokenSchema = z.object({ scopes: z.array(z.enum(scopes)), exp: z.number() });

const readBody = async (c: Context<EmulatorEnv>): Promise<unknown> => {
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('application/json')) return c.req.json().catch(() => undefined);
  return c.req.parseBody();
};

export const issueToken = async (c: Context<EmulatorEnv>): Promise<Response> => {
  const config = readConfig(c.env);
  const parsed = requestSchema.safeParse(await readBody(c));
  if (!parsed.success) {
    throw new AppApiError(
      400,
      undefined,
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    );
  }
  const body = parsed.data;
  if (body.grant_type !== 'client_credentials') throw new AppApiError(400, 'Bad request - unsupported grant_type');
  if (body.client_id !== config.OAUTH_CLIENT_ID || body.client_secret !== config.OAUTH_CLIENT_SECRET) {
    throw new AppApiError(401, 'Unauthorized - invalid client credentials');
  }
  const requested = (body.scope ?? scopes.join(' ')).split(/\s+/).filter(Boolean);
  const unknown = requested.filter((s) => !(scopes as readonly string[]).includes(s));
  if (unknown.length) throw new AppApiError(400, `Bad request - unknown scope: ${unknown.join(' ')}`);
  const granted = requested as Scope[];
  const accessToken = await signValue(config.SESSION_SECRET, {
    scopes: granted,
    exp: Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_SECONDS,
  });
  return c.json({
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: TOKEN_LIFETIME_SECONDS,
    scope: granted.join(' '),
  });
};

/** The scopes of the request's bearer token; 401 (App API wire format) without a valid, unexpired one. */
export const requireToken = async (c: Context<EmulatorEnv>): Promise<readonly Scope[]> => {
  const token = bearerToken(c.req.header('Authorization'));
  const parsed = tokenSchema.safeParse(token ? await verifyValue(readConfig(c.env).SESSION_SECRET, token) : undefined);
  if (!parsed.success || parsed.data.exp * 1000 < Date.now()) {
    throw new AppApiError(401, undefined, [], { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
  }
  return parsed.data.scopes;
};

/** 401 without a valid token, 403 when the token lacks the scope. */
export const requireScope = async (c: Context<EmulatorEnv>, scope: Scope): Promise<void> => {
  if (!(await requireToken(c)).includes(scope)) {
    throw new AppApiError(403, `Forbidden - the token lacks the scope ${scope}`);
  }
};
