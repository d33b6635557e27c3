import * as z from 'zod/mini';
import type { VisitorUser } from '../../app/guards/visitor';
import { boundedMemo } from '../../app/memo/bounded-memo';
import { sign, verify } from '../security/signing';

/**
 * The worker's own proof that the App API said "signed in" for this browser, naming the user and when (issue 13,
 * decisions 063, 106): a signed cookie issued when the App API confirms a visitor, and issued again each time it
 * confirms them once the last confirmation is a minute old, so its `iat` is the time of the last verification. The
 * content proxy and the `/api/*` calls made for a user require it, and ask the App API again once it is older than
 * that minute (worker/session/visitor.ts), so they reach only whom the pages reach; while the App API cannot answer,
 * it stands in for its remaining lifetime instead of sending a retailer to a sign-in that cannot work.
 */
export const sessionCookieNames = { secure: '__Host-rx-session', plain: 'rx-session' } as const;

/** How long a session is trusted after the App API last confirmed it: an outage of a working morning. */
export const sessionLifetimeSeconds = 4 * 3600;
/**
 * How long a confirmation holds without asking the App API again: the proxy and the user's `/api/*` calls ask once a
 * session's verification is older (a provider sign-out ends their access within this time), and a confirmed session
 * is issued again then (one Set-Cookie a minute at most for a reader).
 */
export const sessionVerifyAfterSeconds = 60;

export type SessionUser = VisitorUser;

const optionalText = z.optional(z.nullable(z.string().check(z.maxLength(200))));
const payloadSchema = z.object({
  /** Issued at, epoch seconds: when the App API last confirmed the user (a session is issued on a confirmation only). */
  iat: z.number(),
  user: z.object({
    userId: z.string().check(z.minLength(1), z.maxLength(200)),
    organizationBid: optionalText,
    country: optionalText,
    userType: optionalText,
    organizationName: optionalText,
    organizationNumber: optionalText,
  }),
});

export interface VisitorSession {
  /** The App API's user this session belongs to. */
  readonly user: SessionUser;
  /** Epoch seconds the App API last confirmed the user (the cookie's `iat`). */
  readonly verifiedAt: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const message = (payload: string) => `session:${payload}`;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | undefined {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return decoder.decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export const sessionCookieName = (secure: boolean) => (secure ? sessionCookieNames.secure : sessionCookieNames.plain);

/** The cookie's value for a user the App API confirmed at `verifiedAtMs`: base64url JSON of who and when, then its HMAC. */
export async function sessionValue(signingKey: string, user: SessionUser, verifiedAtMs: number): Promise<string> {
  const payload = toBase64Url(JSON.stringify({ iat: Math.floor(verifiedAtMs / 1000), user: pick(user) }));
  return `${payload}.${await sign(signingKey, message(payload))}`;
}

/** The session a cookie value proves, or undefined when it is forged, malformed or past its lifetime. */
export async function readSessionValue(signingKey: string, value: string | undefined, nowMs: number): Promise<VisitorSession | undefined> {
  // Far larger than any session we issue: not worth an HMAC.
  if (!value || value.length > 2048) return undefined;
  const dot = value.indexOf('.');
  if (dot <= 0) return undefined;
  const payload = value.slice(0, dot);
  if (!(await verify(signingKey, message(payload), value.slice(dot + 1)))) return undefined;
  const data = payloadOf(payload);
  if (!data) return undefined;
  const age = nowMs / 1000 - data.iat;
  // A session from the future was not issued by this clock's worker in good faith.
  if (age < -60 || age >= sessionLifetimeSeconds) return undefined;
  return { user: data.user, verifiedAt: data.iat };
}

/**
 * Payloads already read, by their text (only ever asked after their signature proved them): a returning visitor
 * sends the same one on every request. Frozen, as every request that reads one shares it.
 */
const readPayloads = boundedMemo<Readonly<z.infer<typeof payloadSchema>>>(2000, 2048);

function payloadOf(text: string): Readonly<z.infer<typeof payloadSchema>> | undefined {
  const kept = readPayloads.get(text);
  if (kept) return kept;
  let json: unknown;
  try {
    json = JSON.parse(fromBase64Url(text) ?? '');
  } catch {
    return undefined;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return undefined;
  Object.freeze(parsed.data.user);
  return readPayloads.remember(text, Object.freeze(parsed.data));
}

/** Only the fields the app uses travel in the cookie. */
function pick(user: SessionUser): SessionUser {
  return {
    userId: user.userId,
    organizationBid: user.organizationBid ?? null,
    country: user.country ?? null,
    userType: user.userType ?? null,
    organizationName: user.organizationName ?? null,
    organizationNumber: user.organizationNumber ?? null,
  };
}

/** Whether a session still says what the App API says of its user (the same user, with the same details). */
export const sameUser = (a: SessionUser, b: SessionUser) => JSON.stringify(pick(a)) === JSON.stringify(pick(b));
