import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetAccessToken } from '../../../worker/app-api/token';
import { formStamp } from '../../../worker/forms/no-script-check';
import { appSessionCookie, browserHeaders, sessionCookie } from '../helpers';
import { armFault, formRecords, newClientIp, origin, resetEmulator, validContact, validNewsletter } from './support';

// Forms posted to their page without JavaScript (decision 081): the page answers with the submission's outcome in
// it, the typed values kept, and the status of the outcome.
beforeEach(async () => {
  await resetEmulator();
  forgetAccessToken();
});
afterEach(resetEmulator);

interface Visitor {
  cookie: string;
  xsrf: string;
  stamp: string;
}

/** A signed-in retailer's page: the cookies it leaves and what its forms carry (token, signed render time). */
async function visitPage(path = '/contacts', renderedSecondsAgo = 10): Promise<Visitor> {
  const session = [await sessionCookie(), await appSessionCookie()].join('; ');
  const page = await exports.default.fetch(new Request(`${origin}${path}`, { headers: { ...browserHeaders, cookie: session } }));
  const html = await page.text();
  const pairs = page.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const xsrf = /name="_xsrf" value="([^"]+)"/.exec(html)?.[1];
  const visitorPair = pairs.find((pair) => pair.startsWith('__Host-xsrf-visitor='))!;
  expect(xsrf).toBeTruthy();
  expect(pairs).toContain(`XSRF-TOKEN=${xsrf}`);
  const stamp = await formStamp(env.SIGNING_KEY!, visitorPair.split('=')[1]!, Date.now() - renderedSecondsAgo * 1000);
  return { cookie: [session, ...pairs].join('; '), xsrf: xsrf!, stamp };
}

async function postPage(path: string, visitor: Visitor | null, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return exports.default.fetch(
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

const contactPost = (visitor: Visitor, fields: Record<string, string> = {}) =>
  postPage('/contacts', visitor, {
    _form: 'contact',
    _xsrf: visitor.xsrf,
    _key: `page-key-${crypto.randomUUID()}`,
    _t: visitor.stamp,
    _hp: '',
    ...validContact,
    ...fields,
  });

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
    const response = await postPage('/fr_fr/news', visitor, { _form: 'newsletter', _xsrf: visitor.xsrf, _t: visitor.stamp, ...validNewsletter });
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
    const response = await postPage('/cs/kontakty', visitor, { _form: 'contact', _xsrf: visitor.xsrf, _t: visitor.stamp, ...validContact, name: '' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Pole Jméno je povinné.');
    expect(html).toContain('Formulář není úplný.');
  });

  it('refuses a post without the page token, keeping the values (403)', async () => {
    const visitor = await visitPage();
    const response = await contactPost(visitor, { _xsrf: 'forged.token' });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain('We could not verify the submission. Please try again.');
    expect(html).toContain('value="Jana Nováková"');
    expect(await formRecords()).toEqual([]);
  });

  it('refuses a post sent faster than a person fills a form, one with the honeypot filled, and one with a forged render time', async () => {
    const quick = await visitPage('/contacts', 0);
    expect((await contactPost(quick)).status).toBe(403);
    const visitor = await visitPage();
    expect((await contactPost(visitor, { _hp: 'https://spam.example' })).status).toBe(403);
    expect((await contactPost(visitor, { _t: `${Math.floor(Date.now() / 1000) - 60}.forged` })).status).toBe(403);
    const stale = await visitPage('/contacts', 3 * 60 * 60);
    expect((await contactPost(stale)).status).toBe(403);
    expect(await formRecords()).toEqual([]);
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
