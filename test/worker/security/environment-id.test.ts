import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { initialGuardState } from '../../../app/guards/types';
import type { SiteSearch } from '../../../app/search/site-search';
import { publicGuardConfig } from '../../../worker/guards/middleware';
import { requestContext } from '../../../worker/http/request-context';
import { documentHandler, type DocumentVariables } from '../../../worker/ssr/document-handler';
import { documentServices } from '../../../worker/ssr/document-services';
import { browserHeaders, get, getAnonymous } from '../helpers';

/**
 * No page or answer a signed-out visitor can reach carries the Kontent environment id (decision 111): with it and
 * secure access off, every published item is one request away. Signed-in retailers and editors keep it, as the
 * smart-link SDK reads it from the page (test/worker/pages/smart-link.test.ts).
 */
const environmentId = env.KONTENT_ENVIRONMENT_ID;

/** The whole answer as a client receives it: status line, every header, the body. */
async function everything(response: Response): Promise<string> {
  return `${response.status}\n${[...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n')}\n\n${await response.text()}`;
}

beforeAll(async () => {
  await get('/');
}, 120_000);

describe('signed out, no answer names the Kontent environment', () => {
  it.each([
    ['the login page', '/login?url=%2F__emulator%2Fsign-in&backlink=%2Fnews', 200],
    ['the Czech login page', '/cs/login?url=%2F__emulator%2Fsign-in&backlink=%2Fcs', 200],
    ['the login redirect', '/login', 302],
    ['the search screen', '/search', 200],
    ['a search', '/search?q=downloads', 200],
    ['the dashboard', '/dashboard', 200],
    ['a protected page (to sign-in)', '/news', 302],
    ['an unknown page (to sign-in)', '/no-such-page', 302],
    ['the static 404 of an undecodable path', '/%E0%A4%A', 404],
    ['the content proxy', '/nuxt-api/kontent-proxy/items?system.type=article', 401],
    ['the search endpoint', '/api/search?q=downloads&language=en', 401],
    ['the session endpoint', '/api/session', 200],
  ])('%s (%s)', async (_, path, status) => {
    const response = await getAnonymous(path, { 'cf-connecting-ip': '198.51.100.77' });
    expect(response.status).toBe(status);
    const text = await everything(response);
    expect(text).not.toContain(environmentId);
    expect(text).not.toContain('data-kontent-environment-id');
  });
});

describe('signed in, the page carries what the smart-link SDK needs', () => {
  it.each(['/search?q=downloads', '/news'])('%s', async (path) => {
    const html = await (await get(path)).text();
    expect(html).toContain(`data-kontent-environment-id="${environmentId}"`);
    expect(html).toContain(`kontentEnvironmentId:"${environmentId}"`);
  });
});

describe("a page's server error", () => {
  /** The worker's document handler behind the request context, with the guards' verdict set, and a search that fails. */
  function failingSearchApp(user: { userId: string } | null) {
    const failing: SiteSearch = {
      async find() {
        throw new Error('the search broke');
      },
    };
    const app = new Hono<{ Bindings: Env; Variables: DocumentVariables }>();
    app.use(...requestContext());
    app.use(async (c, next) => {
      c.set('guardPage', { config: publicGuardConfig(c.get('config')), state: initialGuardState, effects: [], user });
      await next();
    });
    app.get(
      '*',
      documentHandler({
        ...documentServices,
        search: () => failing,
      }),
    );
    return app;
  }

  it('names no environment to a signed-out visitor, and names it to a signed-in one', async () => {
    const request = () => new Request('https://retail.test/search?q=downloads', { headers: browserHeaders });
    const ctx = createExecutionContext();
    const signedOut = await failingSearchApp(null).fetch(request(), env, ctx);
    expect(signedOut.status).toBe(500);
    expect(await everything(signedOut)).not.toContain(environmentId);
    const signedIn = await failingSearchApp({ userId: 'retailer-cz-01' }).fetch(request(), env, ctx);
    expect(signedIn.status).toBe(500);
    expect(await signedIn.text()).toContain(environmentId);
    await waitOnExecutionContext(ctx);
  });
});
