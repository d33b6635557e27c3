// The development sign-in's session: a signed cookie naming the demo user. The cookie is set on the app's origin
// (the sign-in page is served there under /__emulator), so the app forwards it to login-info.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { readConfig, type EmulatorEnv } from '../env.ts';
import { signValue, verifyValue } from './signing.ts';
import { findUser, type DemoUser } from './users.ts';

export const SESSION_COOKIE = 'emulator_sso';

const sessionSchema = z.object({ userId: z.string(), sessionId: z.string().optional() });

/** Sign-in sessions the provider ended while the browser kept their cookie (the isolate's memory, as the faults). */
const revokedSessions = new Set<string>();

export const sessionCookieValue = (c: Context<EmulatorEnv>, userId: string): Promise<string> =>
  signValue(readConfig(c.env).SESSION_SECRET, { userId, sessionId: crypto.randomUUID() });

const currentSession = async (c: Context<EmulatorEnv>) => {
  const cookie = getCookie(c, SESSION_COOKIE);
  if (!cookie) return undefined;
  const parsed = sessionSchema.safeParse(await verifyValue(readConfig(c.env).SESSION_SECRET, cookie));
  return parsed.success ? parsed.data : undefined;
};

export const currentUser = async (c: Context<EmulatorEnv>): Promise<DemoUser | undefined> => {
  const session = await currentSession(c);
  if (!session || (session.sessionId !== undefined && revokedSessions.has(session.sessionId))) return undefined;
  return findUser(session.userId);
};

/**
 * Ends the caller's sign-in session at the provider only: its cookie stays in the browser, as after a sign-out in
 * another tab or by an administrator, so the app learns of it from login info alone. Whether there was one to end.
 */
export const revokeCurrentSession = async (c: Context<EmulatorEnv>): Promise<boolean> => {
  const session = await currentSession(c);
  if (!session?.sessionId) return false;
  revokedSessions.add(session.sessionId);
  return true;
};

/** Same-origin paths only: "/x" but not "//host" or "/\\host" (open-redirect guard). */
export const safeBacklink = (value: string | undefined | null): string =>
  value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/';
