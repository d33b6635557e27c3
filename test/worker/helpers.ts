import { exports } from 'cloudflare:workers';

/** A desktop Chrome user agent: TanStack streams only to browsers, and waits for everything for bots. */
export const browserHeaders = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  accept: 'text/html',
};

/** The demo user pages are requested as unless a test says otherwise (pages need a signed-in user, product §6). */
export const demoUserId = 'retailer-cz-01';

let clients = 0;
/**
 * A client address never handed out before (what Cloudflare sends as cf-connecting-ip), for a test that must not
 * share a rate limit's allowance: the limiters keep counting across the project's files, which share one runtime
 * (./vitest.config.ts). The benchmarking block 198.18.0.0/15 holds 131,072 of them.
 */
export const newClientIp = () => {
  clients += 1;
  return `198.${18 + ((clients >> 16) & 1)}.${(clients >> 8) & 255}.${clients & 255}`;
};

const sessions = new Map<string, Promise<string>>();

/** The emulator's session cookie for a demo user, obtained through its sign-in page as a browser would. */
export function sessionCookie(userId = demoUserId): Promise<string> {
  let session = sessions.get(userId);
  if (!session) {
    session = exports.default
      .fetch(
        new Request('https://retail.test/__emulator/sign-in', {
          method: 'POST',
          body: new URLSearchParams({ userId, backlink: '/' }),
          redirect: 'manual',
        }),
      )
      .then((response) => {
        const cookie = response.headers.get('set-cookie')?.split(';')[0];
        if (!cookie) throw new Error(`The emulator did not sign ${userId} in (${response.status})`);
        return cookie;
      });
    sessions.set(userId, session);
  }
  return session;
}

const appSessions = new Map<string, Promise<string>>();

/**
 * Forgets the sessions kept for the demo users (./fresh-file.ts, before each file): a kept visitor session is verified
 * at most a minute before (decision 106), and a file must not start with one a file before it got.
 */
export function forgetSessions(): void {
  sessions.clear();
  appSessions.clear();
}

/**
 * The app's own visitor session for a signed-in demo user (worker/session): what a browser holds after its first page
 * (the login guard issues it), and what the content proxy and the user's `/api/*` calls require.
 */
export function appSessionCookie(userId = demoUserId): Promise<string> {
  let session = appSessions.get(userId);
  if (!session) {
    session = sessionCookie(userId).then(async (sso) => {
      // The router's login check issues it as a page does (cheaper than rendering one).
      const guarded = await exports.default.fetch(new Request('https://retail.test/api/session', { headers: { cookie: sso } }));
      await guarded.body?.cancel();
      const cookie = guarded.headers
        .getSetCookie()
        .map((line) => line.split(';')[0]!)
        .find((pair) => pair.startsWith('__Host-rx-session='));
      if (!cookie) throw new Error(`The app issued no visitor session for ${userId} (${guarded.status})`);
      return cookie;
    });
    appSessions.set(userId, session);
  }
  return session;
}

/**
 * Requests the app worker as a browser would, without following redirects: as the signed-in demo user by default
 * (the provider's session and the app's visitor session), as another demo user with `{ user: id }`, or anonymously
 * with `{ user: null }`.
 */
export async function get(path: string, headers: Record<string, string> = {}, options: { user?: string | null } = {}): Promise<Response> {
  const user = options.user === undefined ? demoUserId : options.user;
  const cookie = [user ? await sessionCookie(user) : undefined, user ? await appSessionCookie(user) : undefined, headers.cookie]
    .filter(Boolean)
    .join('; ');
  return exports.default.fetch(
    new Request(`https://retail.test${path}`, {
      headers: { ...browserHeaders, ...headers, ...(cookie ? { cookie } : {}) },
      redirect: 'manual',
    }),
  );
}

/** An anonymous visitor's request (no sign-in session). */
export const getAnonymous = (path: string, headers: Record<string, string> = {}) => get(path, headers, { user: null });

export function heading(html: string): string | undefined {
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
}

/**
 * The anti-forgery cookies a response issued (product §7: the HttpOnly visitor id and the script-readable XSRF-TOKEN),
 * as a browser would send them back (`cookie`), and the token its script echoes in X-XSRF-TOKEN.
 */
export function issuedXsrf(response: Response): { cookie: string; token: string; visitor: string } {
  const pairs = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const token = pairs.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
  const visitor = pairs.find((pair) => pair.startsWith('__Host-xsrf-visitor='));
  if (!token || !visitor) throw new Error(`no anti-forgery cookies issued (${pairs.join(', ')})`);
  return { cookie: `${visitor}; XSRF-TOKEN=${token}`, token, visitor };
}
