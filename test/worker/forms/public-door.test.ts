import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { locales } from '../../../app/i18n/locales';
import { localePath } from '../../../app/i18n/paths';
import { forgetAccessToken } from '../../../worker/app-api/token';
import { formStamp, forgetUsedStamps } from '../../../worker/forms/no-script-check';
import { browserHeaders, getAnonymous } from '../helpers';
import { botToken, formRecords, newClientIp, origin, postForm, resetEmulator, validContact, validNewsletter } from './support';

// The public door (product §1, decision 114): a visitor without an account reaches the contact form and the newsletter
// sign-up from the login screen and sends them, with and without JavaScript; the contacts list stays protected.
beforeEach(async () => {
  await resetEmulator();
  forgetAccessToken();
  forgetUsedStamps();
});
afterEach(resetEmulator);

/** A signed-out visitor's door page: its HTML, the cookies it left, and a stamp as that page carries for a form. */
async function openDoor(path = '/contact-us') {
  const page = await getAnonymous(path);
  const html = await page.text();
  const pairs = page.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const xsrf = /name="_xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const visitor = pairs.find((pair) => pair.startsWith('__Host-xsrf-visitor='))?.split('=')[1] ?? '';
  /** Rendered 10 s before the post: a person's pace (decision 107). */
  const stampFor = (form: 'contact' | 'newsletter', key: string) => formStamp(env.SIGNING_KEY!, { form, visitor, key }, Date.now() - 10_000);
  return { status: page.status, html, cookie: pairs.join('; '), xsrf, stampFor };
}

type Door = Awaited<ReturnType<typeof openDoor>>;

/** A form posted to the door page without JavaScript, as the page's form carries it. */
async function postToDoor(path: string, door: Door, form: 'contact' | 'newsletter', fields: Record<string, string>, stamped = true) {
  const key = `page-key-${crypto.randomUUID()}`;
  const body = { _form: form, _xsrf: door.xsrf, _key: key, _hp: '', ...(stamped ? { _t: await door.stampFor(form, key) } : {}), ...fields };
  return exports.default.fetch(
    new Request(`${origin}${path}`, {
      method: 'POST',
      headers: {
        ...browserHeaders,
        origin,
        cookie: door.cookie,
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': newClientIp(),
      },
      body: new URLSearchParams(body),
      redirect: 'manual',
    }),
  );
}

describe('the public door, signed out', () => {
  it('is linked from the login screen and shows both forms, in every locale', async () => {
    for (const locale of locales) {
      const login = await getAnonymous(
        `${localePath(locale.code, 'login')}?url=${encodeURIComponent('https://emulator.local/sign-in')}&backlink=%2F`,
      );
      const loginHtml = await login.text();
      const doorPath = localePath(locale.code, 'contact-us');
      expect(loginHtml, locale.code).toContain(`href="${doorPath}"`);
      const door = await openDoor(doorPath);
      expect(door.status, doorPath).toBe(200);
      expect(door.html, doorPath).toContain('<form id="contact-form"');
      expect(door.html, doorPath).toContain('<form id="newsletter-form"');
      expect(door.xsrf, doorPath).not.toBe('');
    }
    expect(localePath('cs', 'contact-us')).toBe('/cs/napiste-nam');
  });

  it('sends the contact form without JavaScript: the confirmation, and the message saved', async () => {
    const door = await openDoor();
    const response = await postToDoor('/contact-us', door, 'contact', validContact);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Thank you. Your message was sent; we will get back to you soon.');
    expect((await formRecords()).map((record) => [record.kind, record.outcome, record.body.email])).toEqual([
      ['contact', 'stored', validContact.email],
    ]);
  });

  it('sends the newsletter sign-up without JavaScript in the page’s language', async () => {
    const door = await openDoor('/cs/napiste-nam');
    const response = await postToDoor('/cs/napiste-nam', door, 'newsletter', validNewsletter);
    expect(response.status).toBe(200);
    expect((await formRecords()).map((record) => record.body)).toEqual([{ email: validNewsletter.email, consent: true, language: 'cs' }]);
  });

  it('sends both forms with JavaScript (the form API with the bot check’s token), no session needed', async () => {
    const contact = await postForm('contact', {
      ...validContact,
      _key: `door-${crypto.randomUUID()}`,
      _bot: await botToken('contact', `${origin}/contact-us`),
    });
    expect(contact.status).toBe(200);
    const newsletter = await postForm('newsletter', {
      ...validNewsletter,
      _key: `door-${crypto.randomUUID()}`,
      _bot: await botToken('newsletter', `${origin}/contact-us`),
    });
    expect(newsletter.status).toBe(200);
    expect((await formRecords()).map((record) => record.kind).sort()).toEqual(['contact', 'newsletter']);
  });

  it('keeps the forms’ protections: a post without the page’s stamp or with the honeypot filled is not saved', async () => {
    const door = await openDoor();
    const unstamped = await postToDoor('/contact-us', door, 'contact', validContact, false);
    expect(unstamped.status).toBeGreaterThanOrEqual(400);
    const honeypot = await postToDoor('/contact-us', door, 'newsletter', { ...validNewsletter, _hp: 'https://spam.example' });
    expect(honeypot.status).toBeGreaterThanOrEqual(400);
    expect(await formRecords()).toEqual([]);
  });

  it('leaves the contacts list protected: its page sends to sign in, a post there saves nothing', async () => {
    for (const path of ['/contacts', '/cs/kontakty']) {
      const page = await getAnonymous(path);
      expect(page.status, path).toBe(302);
      expect(page.headers.get('location'), path).toMatch(/\/login\?/);
      await page.body?.cancel();
    }
    const door = await openDoor();
    const post = await postToDoor('/contacts', door, 'contact', validContact);
    expect(post.status).toBe(302);
    expect(post.headers.get('location')).toMatch(/\/login\?/);
    expect(await formRecords()).toEqual([]);
  });
});
