// The development sign-in's session: a signed cookie naming the demo user. The cookie is set on the app's origin
// (the sign-in page is served there under /__emulator), so the app forwards it to login-info.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { readConfig, type EmulatorEnv } from '../env.ts';
import { signValue, verifyValue } from './signing.ts';
import { findUser, type DemoUser } from './users.ts';

export const SESSION_COOKIE = 'emulator_sso';

const sessionSchema = z.object({ userId: z.string() });

export const sessionCookieValue = (c: Context<EmulatorEnv>, userId: string): Promise<string> =>
  signValue(readConfig(c.env).SESSION_SECRET, { userId });

export const currentUser = async (c: Context<EmulatorEnv>): Promise<DemoUser | undefined> => {
  const cookie = getCookie(c, SESSION_COOKIE);
  if (!cookie) return undefined;
  const parsed = sessionSchema.safeParse(await verifyValue(readConfig(c.env).SESSION_SECRET, cookie));
  return parsed.success ? findUser(parsed.data.userId) : undefined;
};

/** Same-origin paths only: "/x" but not "//host" or "/\\host" (open-redirect guard). */
export const safeBacklink = (value: string | undefined | null): string =>
  value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/';
