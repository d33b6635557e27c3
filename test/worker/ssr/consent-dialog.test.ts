import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { consentCookieValue, readConsent } from '../../../app/tracking/consent-choice';
import { sendWith } from '../forms/support';
import { appSessionCookie, browserHeaders, get, getAnonymous, sessionCookie } from '../helpers';

// The consent dialog written into the page (decision 127): painted with the page for a signed-in retailer who has not
// chosen, never where nothing asks, and answered without JavaScript by a post to the page.

const origin = 'https://retail.test';
const written = (html: string) => html.match(/<dialog class="consent" open[^>]*>/g) ?? [];
const stored = (choice: { analytics: boolean; marketing: boolean }) => `retailer-consent=${consentCookieValue(choice, Date.now())}`;

/** The body's first element and the head's last: where the dialog and its styles go. */
const bodyStart = (html: string) => html.slice(html.indexOf('<body'), html.indexOf('<body') + 400);

describe('the dialog in the page', () => {
  it('is the first thing in the body of a signed-in retailer’s page without a choice, open, its styles in the head', async () => {
    const response = await get('/news');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(written(html)).toHaveLength(1);
    expect(bodyStart(html)).toMatch(/^<body[^>]*><dialog class="consent" open aria-labelledby="consent-title"/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-consent>[^<]*\.consent\[open\][^<]*<\/style>$/);
    // One form, posted to the page itself, with three answers; nothing ticked but the necessary.
    expect(html).toMatch(/<form method="post" class="consent__form"><input type="hidden" name="_form" value="consent">/);
    expect([...html.matchAll(/name="consent" value="(\w+)"/g)].map((match) => match[1])).toEqual(['save', 'reject', 'accept']);
    expect(html).toContain('name="analytics" value="1" aria-describedby="consent-analytics">');
    expect(html).toContain('name="marketing" value="1" aria-describedby="consent-marketing">');
    // The rest of the page is there as ever.
    expect(html).toContain('</html>');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('speaks the page’s language, its texts escaped', async () => {
    const html = await (await get('/cs/novinky')).text();
    expect(html).toContain('<h2 id="consent-title" class="consent__title">Soubory cookie a vaše soukromí</h2>');
    const bulgarian = await (await get('/bg_bg/news')).text();
    expect(bulgarian).toContain('>Бисквитки и вашата поверителност</h2>');
    // The English intro's curly quotes stay text; no translator's text becomes markup.
    const english = await (await get('/news')).text();
    expect(english).toContain('under “Cookie settings” at the foot');
  });

  it('is not written once a choice is stored, refusals included', async () => {
    for (const choice of [
      { analytics: false, marketing: false },
      { analytics: true, marketing: true },
    ]) {
      const html = await (await get('/news', { cookie: stored(choice) })).text();
      expect(written(html)).toEqual([]);
      expect(html).not.toContain('<style data-consent>');
    }
  });

  it('is written again for a choice of another version or older than six months', async () => {
    const old = Math.floor(Date.now() / 1000) - 184 * 86_400;
    for (const value of [`2-${Math.floor(Date.now() / 1000)}-11`, `1-${old}-11`, 'garbage'])
      expect(written(await (await get('/news', { cookie: `retailer-consent=${value}` })).text())).toHaveLength(1);
  });

  it('asks nothing where nothing asks: signed out, in a frame, in Web Spotlight mode, with the brand’s own platform', async () => {
    expect(written(await (await getAnonymous('/login')).text())).toEqual([]);
    expect(written(await (await get('/news', { 'sec-fetch-dest': 'iframe' })).text())).toEqual([]);
    expect(written(await (await get('/news?web-spotlight=true')).text())).toEqual([]);
    const platform = await sendWith(
      { CONSENT_DIALOG: 'off' },
      new Request(`${origin}/news`, { headers: { ...browserHeaders, cookie: await signedInCookie() } }),
    );
    expect(written(await platform.text())).toEqual([]);
  });

  it("is not written into an editor's preview", async () => {
    const entered = await exports.default.fetch(
      new Request(`${origin}/api/preview/enter?secret=local-preview-entry-secret&path=/news`, { redirect: 'manual' }),
    );
    const preview = entered.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const html = await (await get('/news', { cookie: preview })).text();
    expect(html).toContain('<h1');
    expect(written(html)).toEqual([]);
  });
});

const signedInCookie = async () => [await sessionCookie(), await appSessionCookie()].join('; ');

/** The dialog's form as a browser without JavaScript posts it. */
function postAnswer(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(`${origin}/cs/novinky?page=2`, {
      method: 'POST',
      headers: { ...browserHeaders, origin, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ _form: 'consent', ...fields }),
      redirect: 'manual',
    }),
  );
}

describe('an answer posted without JavaScript', () => {
  it('is kept in the consent cookie, and the visitor is sent back to the page with a GET', async () => {
    for (const [fields, choice] of [
      [{ consent: 'accept' }, { analytics: true, marketing: true }],
      [
        { consent: 'reject', analytics: '1' },
        { analytics: false, marketing: false },
      ],
      [
        { consent: 'save', analytics: '1' },
        { analytics: true, marketing: false },
      ],
      [
        { consent: 'save', marketing: '1' },
        { analytics: false, marketing: true },
      ],
      [{ consent: 'save' }, { analytics: false, marketing: false }],
    ] as const) {
      const response = await postAnswer(fields);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${origin}/cs/novinky?page=2`);
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^retailer-consent=1-\d+-[01]{2}; Max-Age=15811200; Path=\/; SameSite=Lax; Secure$/);
      expect(readConsent(cookie.split(';')[0], Date.now())).toEqual(choice);
    }
  });

  it('the page it goes back to no longer asks', async () => {
    const response = await postAnswer({ consent: 'reject' });
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(written(await (await get('/cs/novinky?page=2', { cookie })).text())).toEqual([]);
  });

  it('another site cannot answer for the visitor; a post that is no answer is refused; nothing is set', async () => {
    const forged = await postAnswer({ consent: 'accept' }, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: 'Forbidden', message: 'The consent choice is made on this site only.' });
    expect(forged.headers.get('set-cookie')).toBeNull();
    for (const answer of ['maybe', '', 'ACCEPT']) {
      const refused = await postAnswer({ consent: answer });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: 'Bad Request', message: 'Not an answer of the consent dialog.' });
      expect(refused.headers.get('set-cookie')).toBeNull();
    }
  });
});
