import { env, exports } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetAccessToken } from '../../../worker/app-api/token';
import app from '../../../worker/index';
import { formStamp, forgetUsedStamps } from '../../../worker/forms/no-script-check';
import { appSessionCookie, browserHeaders, sessionCookie } from '../helpers';
import { armFault, formRecords, newClientIp, origin, resetEmulator, validContact, validNewsletter } from './support';

// Forms posted to their page without JavaScript (decision 081): the page answers with the submission's outcome in
// it, the typed values kept, and the status of the outcome.
beforeEach(async () => {
  await resetEmulator();
  forgetAccessToken();
  forgetUsedStamps();
});
afterEach(resetEmulator);

interface Visitor {
  cookie: string;
  xsrf: string;
  /** The anti-forgery visitor id the page's stamps are signed for. */
  id: string;
  /** The page's rendered HTML. */
  html: string;
  /**
   * A stamp as a page rendered for this visitor `renderedSecondsAgo` before carries it for `form` and the page's
   * `key` (decision 107: bound to both, good once). Each post gets its own, as each page a browser posts from does.
   */
  stampFor(form: 'contact' | 'newsletter', key: string, renderedSecondsAgo?: number): Promise<string>;
}

/** A signed-in retailer's page: the cookies it leaves and what its forms carry (token, signed render time). */
async function visitPage(path = '/contacts'): Promise<Visitor> {
  const session = [await sessionCookie(), await appSessionCookie()].join('; ');
  const page = await exports.default.fetch(new Request(`${origin}${path}`, { headers: { ...browserHeaders, cookie: session } }));
  const html = await page.text();
  const pairs = page.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const xsrf = /name="_xsrf" value="([^"]+)"/.exec(html)?.[1];
  const visitorPair = pairs.find((pair) => pair.startsWith('__Host-xsrf-visitor='))!;
  expect(xsrf).toBeTruthy();
  expect(pairs).toContain(`XSRF-TOKEN=${xsrf}`);
  const id = visitorPair.split('=')[1]!;
  const stampFor = (form: 'contact' | 'newsletter', key: string, renderedSecondsAgo = 10) =>
    formStamp(env.SIGNING_KEY!, { form, visitor: id, key }, Date.now() - renderedSecondsAgo * 1000);
  return { cookie: [session, ...pairs].join('; '), xsrf: xsrf!, id, html, stampFor };
}

/** The worker with its usual bindings; a test may call the app with other bindings (a deployment configured otherwise). */
type Send = (request: Request) => Promise<Response>;
const sendToWorker: Send = (request) => exports.default.fetch(request);

async function postPage(
  path: string,
  visitor: Visitor | null,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  send: Send = sendToWorker,
) {
  return send(
    new Request(`${origin}${path}`, {
      method: 'POST',
      headers: {
        ...browserHeaders,
        origin,
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': newClientIp(),
        ...(visitor ? { cookie: visitor.cookie } : {}),
        ...headers,
      },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    }),
  );
}

const unescapeHtml = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** What a browser would post from a rendered page's form: its inputs, selected options, text areas, checked boxes. */
async function renderedForm(html: string, formId: string): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  let select = '';
  let textarea = '';
  await new HTMLRewriter()
    .on(`form#${formId} input`, {
      element(input) {
        const name = input.getAttribute('name');
        const type = input.getAttribute('type') ?? 'text';
        if (!name || ((type === 'checkbox' || type === 'radio') && !input.hasAttribute('checked'))) return;
        fields[name] = unescapeHtml(input.getAttribute('value') ?? (type === 'checkbox' ? 'on' : ''));
      },
    })
    .on(`form#${formId} select`, { element: (element) => void (select = element.getAttribute('name') ?? '') })
    .on(`form#${formId} option[selected]`, { element: (option) => void (fields[select] = unescapeHtml(option.getAttribute('value') ?? '')) })
    .on(`form#${formId} textarea`, {
      element(element) {
        textarea = element.getAttribute('name') ?? '';
        fields[textarea] = '';
      },
      text: (chunk) => void (fields[textarea] += unescapeHtml(chunk.text)),
    })
    .transform(new Response(html))
    .text();
  return fields;
}

/** The contact form posted from a page rendered 10 s before, with a key and stamp of its own unless `fields` say otherwise. */
async function contactPost(visitor: Visitor, fields: Record<string, string> = {}, send?: Send) {
  const key = fields._key ?? `page-key-${crypto.randomUUID()}`;
  const _t = await visitor.stampFor('contact', key);
  return postPage('/contacts', visitor, { _form: 'contact', _xsrf: visitor.xsrf, _key: key, _t, _hp: '', ...validContact, ...fields }, {}, send);
}

/** The newsletter sign-up posted from a page rendered 10 s before, with a key and stamp of its own. */
async function newsletterPost(path: string, visitor: Visitor, fields: Record<string, string> = {}) {
  const key = fields._key ?? `page-key-${crypto.randomUUID()}`;
  const _t = await visitor.stampFor('newsletter', key);
  return postPage(path, visitor, { _form: 'newsletter', _xsrf: visitor.xsrf, _key: key, _t, _hp: '', ...validNewsletter, ...fields });
}

describe('a form posted to its page without JavaScript', () => {
  it('sends the contact form and answers the page with the confirmation and an empty form', async () => {
    const visitor = await visitPage();
    const response = await contactPost(visitor);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Thank you. Your message was sent; we will get back to you soon.');
    expect(html).not.toContain('value="Jana Nováková"');
    expect((await formRecords()).map((record) => [record.outcome, record.body.language, record.body.market])).toEqual([['stored', 'en', 'CZ']]);
  });

  it('takes the language from the page it was posted to', async () => {
    const visitor = await visitPage('/cs/kontakty');
    const response = await newsletterPost('/fr_fr/news', visitor);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Merci. Vous êtes abonné à la newsletter.');
    expect((await formRecords()).map((record) => record.body)).toEqual([{ email: validNewsletter.email, consent: true, language: 'fr_fr' }]);
  });

  it('answers invalid fields with 422: the worded errors, "Form incomplete." and every typed value', async () => {
    const visitor = await visitPage();
    const response = await contactPost(visitor, { email: 'jana@', message: 'Short', consent: '' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Form incomplete.');
    expect(html).toContain('Sorry, not all fields are filled out correctly.');
    expect(html).toContain('Please enter a valid email address.');
    expect(html).toContain('Message must be at least 10 characters.');
    expect(html).toContain('Please accept the processing of your personal data.');
    expect(html).toContain('value="Jana Nováková"');
    expect(html).toContain('value="jana@"');
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>Short<\/textarea>/);
    expect(await formRecords()).toEqual([]);
  });

  it('words the errors in the page language', async () => {
    const visitor = await visitPage('/cs/kontakty');
    const response = await postPage('/cs/kontakty', visitor, { _form: 'contact', _xsrf: visitor.xsrf, ...validContact, name: '' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Pole Jméno je povinné.');
    expect(html).toContain('Formulář není úplný.');
  });

  it('refuses a post without the page token, echoing none of its values and setting no cookie (403)', async () => {
    const visitor = await visitPage();
    const response = await contactPost(visitor, { _xsrf: 'forged.token', name: 'Posted Name Marker' });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    const html = await response.text();
    expect(html).toContain('We could not verify the submission. Please try again.');
    expect(html).not.toContain('Posted Name Marker');
    // The visitor's own token is still good: the form the page shows again sends.
    expect((await renderedForm(html, 'contact-form'))._xsrf).toBe(visitor.xsrf);
    expect(await formRecords()).toEqual([]);
  });

  it("refuses a cross-site post without echoing what it posted or replacing the visitor's cookies (decision 112)", async () => {
    // Signed in, but without the anti-forgery cookies (SameSite=Lax keeps them from a post another site makes).
    const session = [await sessionCookie(), await appSessionCookie()].join('; ');
    const fields = { _form: 'contact', _xsrf: 'x.y', ...validContact, message: 'Planted words on your site' };
    const response = await postPage('/contacts', null, fields, { cookie: session, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie().filter((line) => /^(XSRF-TOKEN|__Host-xsrf-visitor)=/.test(line))).toEqual([]);
    const html = await response.text();
    expect(html).not.toContain('Planted words');
    expect(await formRecords()).toEqual([]);
  });

  it('sends a form whatever XSRF-TOKEN cookie shadows the good one (another path or domain, before or after it)', async () => {
    const visitor = await visitPage();
    const planted = 'XSRF-TOKEN=planted.by-a-sibling-subdomain';
    for (const cookie of [`${planted}; ${visitor.cookie}`, `${visitor.cookie}; ${planted}`]) {
      const shadowed = { ...visitor, cookie };
      const page = await exports.default.fetch(new Request(`${origin}/contacts`, { headers: { ...browserHeaders, cookie } }));
      const html = await page.text();
      expect((await renderedForm(html, 'contact-form'))._xsrf).toBe(visitor.xsrf);
      expect(page.headers.getSetCookie().filter((line) => line.startsWith('XSRF-TOKEN='))).toEqual([]);
      expect((await contactPost(shadowed)).status).toBe(200);
    }
    expect(await formRecords()).toHaveLength(2);
  });

  it('refuses a post sent faster than a person fills a form, one with the honeypot filled, and one with a forged render time', async () => {
    const visitor = await visitPage();
    const posted = async (renderedSecondsAgo: number) => {
      const key = `page-key-${crypto.randomUUID()}`;
      return contactPost(visitor, { _key: key, _t: await visitor.stampFor('contact', key, renderedSecondsAgo) });
    };
    expect((await posted(0)).status).toBe(403);
    expect((await contactPost(visitor, { _hp: 'https://spam.example' })).status).toBe(403);
    expect((await contactPost(visitor, { _t: `${Math.floor(Date.now() / 1000) - 60}.forged` })).status).toBe(403);
    expect((await posted(3 * 60 * 60)).status).toBe(403);
    expect(await formRecords()).toEqual([]);
  });

  it('with the bot check off, still refuses a post with the honeypot filled, and takes one without', async () => {
    // The same worker deployed without reCAPTCHA keys (forms then rely on the rate limit, decision 082).
    const botCheckOff = { ...env, RECAPTCHA_SITE_KEY: '', RECAPTCHA_SECRET_KEY: '' } as Env;
    const sendBotCheckOff: Send = async (request) => {
      const ctx = createExecutionContext();
      const response = await app.fetch(request, botCheckOff, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    };
    const visitor = await visitPage();
    const trapped = await contactPost(visitor, { _hp: 'https://spam.example' }, sendBotCheckOff);
    expect(trapped.status).toBe(403);
    expect(await trapped.text()).toContain('value="Jana Nováková"');
    expect(await formRecords()).toEqual([]);
    // A person's post needs no signed render time here: nothing stands in for a bot check that is not configured.
    const person = await contactPost(visitor, { _t: '' }, sendBotCheckOff);
    expect(person.status).toBe(200);
    expect((await formRecords()).map((record) => record.outcome)).toEqual(['stored']);
  });

  it('keeps the values when the App API fails (502), and a retry of the same page key is saved once', async () => {
    const visitor = await visitPage();
    await armFault({ target: 'app-api', count: 1, mode: 'status', status: 500, pathContains: 'contact-requests' });
    const fields = { _key: 'page-key-retry-0001' };
    const failed = await contactPost(visitor, fields);
    expect(failed.status).toBe(502);
    const html = await failed.text();
    expect(html).toContain('the service is not available right now');
    expect(html).toContain('value="Jana Nováková"');
    expect((await contactPost(visitor, fields)).status).toBe(200);
    expect((await contactPost(visitor, fields)).status).toBe(200);
    expect((await formRecords()).map((record) => record.outcome)).toEqual(['stored', 'replayed']);
  });

  it('renders a failed post with its own key again, so sending again after a lost answer is stored once', async () => {
    const visitor = await visitPage();
    // The App API stores the submission, but its answer never comes back: the worker stops waiting after 4 s.
    await armFault({ target: 'app-api', count: 1, mode: 'timeout', after: true, pathContains: 'contact-requests' });
    const failed = await contactPost(visitor, { _key: 'page-key-lost-answer-1' });
    expect(failed.status).toBe(504);
    const html = await failed.text();
    expect(html).toContain('the service is not available right now');
    expect((await formRecords()).map((record) => record.outcome)).toEqual(['stored']);
    // The visitor sends the form of the page they got back, as it is (a moment later: the render time is signed).
    const form = await renderedForm(html, 'contact-form');
    expect(form).toMatchObject({ _form: 'contact', _key: 'page-key-lost-answer-1', ...validContact });
    const again = await postPage('/contacts', visitor, { ...form, _t: await visitor.stampFor('contact', form._key!) });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Thank you. Your message was sent; we will get back to you soon.');
    expect((await formRecords()).map((record) => record.outcome)).toEqual(['stored', 'replayed']);
  });

  it('renders a fresh key after a success; after a failure the same key with changed values is a new submission', async () => {
    const visitor = await visitPage();
    await armFault({ target: 'app-api', count: 1, mode: 'status', status: 500, pathContains: 'contact-requests' });
    const failed = await contactPost(visitor, { _key: 'page-key-changed-01' });
    expect(failed.status).toBe(502);
    const form = await renderedForm(await failed.text(), 'contact-form');
    expect(form._key).toBe('page-key-changed-01');
    const changed = await postPage('/contacts', visitor, {
      ...form,
      _t: await visitor.stampFor('contact', form._key!),
      message: 'Please send me the retail standards for 2027.',
    });
    expect(changed.status).toBe(200);
    const after = await renderedForm(await changed.text(), 'contact-form');
    expect(after._key).toMatch(/^[0-9a-f-]{36}$/);
    expect(after._key).not.toBe('page-key-changed-01');
    expect((await formRecords()).map((record) => [record.outcome, record.body.message])).toEqual([
      ['stored', 'Please send me the retail standards for 2027.'],
    ]);
  });

  it('answers an App API 400 with 422 and says so in the page language, keeping the values and the key', async () => {
    const visitor = await visitPage('/cs/kontakty');
    await armFault({ target: 'app-api', count: 1, mode: 'status', status: 400, pathContains: 'contact-requests' });
    const fields = {
      _form: 'contact',
      _xsrf: visitor.xsrf,
      _key: 'page-key-refused-01',
      _t: await visitor.stampFor('contact', 'page-key-refused-01'),
      ...validContact,
    };
    const refused = await postPage('/cs/kontakty', visitor, fields);
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('Odeslání se nezdařilo: formulář nebyl přijat. Vše, co jste napsali, zůstává ve formuláři');
    expect(await renderedForm(html, 'contact-form')).toMatchObject({ _key: 'page-key-refused-01', ...validContact });
    expect(await formRecords()).toEqual([]);
  });

  it('sends a signed-out visitor to sign in without submitting anything', async () => {
    const response = await postPage('/contacts', null, { _form: 'contact', ...validContact });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/\/login\?/);
    expect(await formRecords()).toEqual([]);
  });

  it('accepts forms only: another content type is 415, a post naming no form 400, an unknown API path stays 404', async () => {
    const visitor = await visitPage();
    const json = await postPage('/contacts', visitor, {}, { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ error: 'Unsupported Media Type', message: 'Pages accept forms only.' });
    const noForm = await postPage('/contacts', visitor, { name: 'x' });
    expect(noForm.status).toBe(400);
    expect(await noForm.json()).toEqual({ error: 'Bad Request', message: 'Not a form of this site.' });
    const api = await postPage('/api/nothing-here', visitor, { _form: 'contact' });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Not found' });
    const huge = await postPage('/contacts', visitor, { _form: 'contact', message: 'x'.repeat(70 * 1024) });
    expect(huge.status).toBe(413);
  });
});

// Decision 107: the no-script check's stamp is good once, for its form and its page's key.
describe('the page stamp of a form posted without JavaScript', () => {
  it('is used once: one stamp stores one sign-up, not six', async () => {
    const visitor = await visitPage('/news');
    const key = `page-key-${crypto.randomUUID()}`;
    const stamp = await visitor.stampFor('newsletter', key);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await postPage('/news', visitor, {
        _form: 'newsletter',
        _xsrf: visitor.xsrf,
        _key: key,
        _t: stamp,
        _hp: '',
        ...validNewsletter,
        email: `reader-${i}@retailer.example`,
      });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses).toEqual([200, 403, 403, 403, 403, 403]);
    expect((await formRecords()).map((record) => record.body.email)).toEqual(['reader-0@retailer.example']);
  });

  it('stays used in another isolate: the claim is kept in FORM_STAMPS, not only in memory', async () => {
    const visitor = await visitPage();
    const key = `page-key-${crypto.randomUUID()}`;
    const fields = { _key: key, _t: await visitor.stampFor('contact', key) };
    expect((await contactPost(visitor, fields)).status).toBe(200);
    forgetUsedStamps();
    const replay = await contactPost(visitor, { ...fields, email: 'someone.else@retailer.example' });
    expect(replay.status).toBe(403);
    expect(await replay.text()).toContain('value="someone.else@retailer.example"');
    expect((await formRecords()).map((record) => record.body.email)).toEqual([validContact.email]);
  });

  it("is bound to its form and its page's key: another form's, another key's, or one for a key no page has, is refused", async () => {
    const visitor = await visitPage();
    const key = `page-key-${crypto.randomUUID()}`;
    expect((await contactPost(visitor, { _key: key, _t: await visitor.stampFor('newsletter', key) })).status).toBe(403);
    expect((await contactPost(visitor, { _key: key, _t: await visitor.stampFor('contact', `${key}-other`) })).status).toBe(403);
    expect((await contactPost(visitor, { _key: 'not a key!', _t: await visitor.stampFor('contact', 'not a key!') })).status).toBe(403);
    expect(await formRecords()).toEqual([]);
  });

  it("is rendered per form, each bound to the page's key", async () => {
    const visitor = await visitPage();
    const contact = await renderedForm(visitor.html, 'contact-form');
    const newsletter = await renderedForm(visitor.html, 'newsletter-form');
    expect(contact._key).toBeTruthy();
    expect(newsletter._key).toBe(contact._key);
    expect(contact._t).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
    expect(newsletter._t).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
    expect(newsletter._t).not.toBe(contact._t);
  });

  it('stands in for the bot check on a post to a page only: the JSON endpoint takes no stamp for a token', async () => {
    const visitor = await visitPage();
    const key = `page-key-${crypto.randomUUID()}`;
    const response = await exports.default.fetch(
      new Request(`${origin}/api/forms/contact`, {
        method: 'POST',
        headers: {
          origin,
          'content-type': 'application/json',
          'cf-connecting-ip': newClientIp(),
          cookie: visitor.cookie,
          'x-xsrf-token': visitor.xsrf,
        },
        body: JSON.stringify({ ...validContact, _key: key, _t: await visitor.stampFor('contact', key), _hp: '' }),
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ status: 'rejected', reason: 'bot-check' });
    expect(await formRecords()).toEqual([]);
  });
});
