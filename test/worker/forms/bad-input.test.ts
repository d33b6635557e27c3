import { env, exports } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactForm } from '../../../app/forms/contact-form';
import { newsletterForm } from '../../../app/forms/newsletter-form';
import { validateForm, type FormDefinition } from '../../../app/forms/validate';
import { contactRequestBody, newsletterSubscriptionBody } from '../../../worker/forms/app-api-forms';
import { formStamp } from '../../../worker/forms/no-script-check';
import { appSessionCookie, browserHeaders, sessionCookie } from '../helpers';
import { anonymousXsrf, botToken, formRecords, newClientIp, origin, postForm, resetEmulator, validContact, validNewsletter } from './support';

// A "Big List of Naughty Strings"-like corpus through every form endpoint (issue 16): every field of both forms gets
// each hostile value in turn, the others valid, through the JSON endpoints and the pages' posts. No answer may be a
// 5xx, and what reached the App API must be exactly the submissions the shared rules call valid.
const naughty: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  'undefined',
  'null',
  'NaN',
  'true',
  '0',
  '-1',
  '1e309',
  '0x0',
  '{}',
  '[]',
  '{"__proto__":{"polluted":true}}',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE contacts; --",
  '1 OR 1=1',
  // A template placeholder, as text.
  '$' + '{7*7}',
  '{{7*7}}',
  '%00',
  '\u0000',
  'a\u0000b',
  '\u202e\u0644\u0627',
  '\ufeff',
  '\u200b\u200c\u200d',
  'Ω≈ç√∫˜µ≤≥÷',
  '田中さんにあげて下さい',
  '𝐓𝐡𝐞 𝐪𝐮𝐢𝐜𝐤',
  '👾 🙇 💁 🙅 🙆',
  '\ud800',
  'Z̮̞̠͙͔ͅḀ̗̞͈̻̗Ḷ͙͎̯̹̞͓G̻O̭̗̮',
  '../../../../etc/passwd',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'http://evil.example/',
  '\\\\server\\share',
  'CZ\r\nSet-Cookie: x=1',
  'jana@retailer.example\r\nBcc: all@example.com',
  'jana@retailer.example,other@example.com',
  '"jana"@retailer.example',
  'jana@[127.0.0.1]',
  'jana@localhost',
  'jana@-retailer.example',
  'a'.repeat(200),
  'a'.repeat(201),
  'b'.repeat(5000),
  'b'.repeat(5001),
  `${'a'.repeat(243)}@example.com`,
  'on',
  'ON',
  'sales',
  'CZ',
  'cz',
];

interface Case {
  readonly label: string;
  readonly fields: Record<string, string>;
  readonly valid: boolean;
}

function casesOf(form: FormDefinition<string>, base: Record<string, string>): Case[] {
  return form.fields.flatMap((field) =>
    naughty.map((value, index) => {
      const fields = { ...base, [field]: value };
      return { label: `${field}#${index}`, fields, valid: validateForm(form, fields).valid };
    }),
  );
}

let xsrf: Awaited<ReturnType<typeof anonymousXsrf>>;
beforeAll(async () => {
  await resetEmulator();
  xsrf = await anonymousXsrf();
});
afterAll(resetEmulator);

/** The stored bodies must each be one the App API accepts, and as many as the valid submissions sent. */
async function expectStoredExactly(kind: 'contact' | 'newsletter', validCount: number) {
  const stored = (await formRecords()).filter((record) => record.kind === kind && record.outcome === 'stored');
  expect(stored).toHaveLength(validCount);
  const schema = kind === 'contact' ? contactRequestBody : newsletterSubscriptionBody;
  for (const record of stored) expect(schema.safeParse(record.body).success, JSON.stringify(record.body)).toBe(true);
}

describe.each([
  ['contact', contactForm, validContact],
  ['newsletter', newsletterForm, validNewsletter],
] as const)('the %s form', (kind, form, base) => {
  const cases = casesOf(form, base);

  it('through its JSON endpoint: no 5xx, and only valid submissions saved', async () => {
    await resetEmulator();
    const statuses = new Map<number, number>();
    for (const { label, fields, valid } of cases) {
      const response = await postForm(kind, { ...fields, _bot: valid ? await botToken(kind) : undefined }, { xsrf });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, label).toBe(valid ? 200 : 422);
      await response.body?.cancel();
    }
    console.info(`${kind} JSON corpus: ${cases.length} submissions, statuses ${JSON.stringify([...statuses])}`);
    await expectStoredExactly(kind, cases.filter((item) => item.valid).length);
  });

  it('posted to a page: no 5xx, and only valid submissions saved', async () => {
    await resetEmulator();
    const session = [await sessionCookie(), await appSessionCookie()].join('; ');
    const visitor = xsrf.visitor.split('=')[1]!;
    for (const { label, fields, valid } of cases) {
      // Each post from a page of its own: a stamp is good once, for its form and key (decision 107).
      const key = crypto.randomUUID();
      const stamp = await formStamp(env.SIGNING_KEY!, { form: kind, visitor, key }, Date.now() - 10_000);
      const response = await exports.default.fetch(
        new Request(`${origin}/news`, {
          method: 'POST',
          headers: {
            ...browserHeaders,
            origin,
            'content-type': 'application/x-www-form-urlencoded',
            'cf-connecting-ip': newClientIp(),
            cookie: `${session}; ${xsrf.cookie}`,
          },
          body: new URLSearchParams({ _form: kind, _xsrf: xsrf.token, _key: key, _t: stamp, ...fields }),
        }),
      );
      expect(response.status, label).toBe(valid ? 200 : 422);
      await response.body?.cancel();
    }
    await expectStoredExactly(kind, cases.filter((item) => item.valid).length);
  });

  it('refuses 1 MB fields before reading them, and bodies of other types, with 4xx', async () => {
    await resetEmulator();
    const megabyte = 'x'.repeat(1024 * 1024);
    for (const field of form.fields) {
      const json = await postForm(kind, { ...base, [field]: megabyte }, { xsrf });
      expect(json.status, field).toBe(413);
      await json.body?.cancel();
      const page = await exports.default.fetch(
        new Request(`${origin}/news`, {
          method: 'POST',
          headers: { ...browserHeaders, origin, 'content-type': 'application/x-www-form-urlencoded', cookie: xsrf.cookie },
          body: new URLSearchParams({ _form: kind, ...base, [field]: megabyte }),
        }),
      );
      expect(page.status, field).toBe(413);
      await page.body?.cancel();
    }
    const types = [
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      '',
    ];
    for (const type of types) {
      const json = await postForm(kind, JSON.stringify(base), { xsrf, headers: { 'content-type': type } });
      expect(json.status, type).toBeGreaterThanOrEqual(400);
      expect(json.status, type).toBeLessThan(500);
      await json.body?.cancel();
      const page = await exports.default.fetch(
        new Request(`${origin}/news`, {
          method: 'POST',
          headers: { ...browserHeaders, origin, 'content-type': type, cookie: xsrf.cookie },
          body: '\u0000\u00ff{',
        }),
      );
      expect(page.status, type).toBeGreaterThanOrEqual(300);
      expect(page.status, type).toBeLessThan(500);
      await page.body?.cancel();
    }
    expect(await formRecords()).toEqual([]);
  });
});
