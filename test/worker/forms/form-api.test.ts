import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactTopics, markets } from '../../../app/forms/contact-fields';
import { forgetAccessToken } from '../../../worker/app-api/token';
import { forgetIsolateCounts } from '../../../worker/forms/rate-limit';
import {
  anonymousXsrf,
  armFault,
  botToken,
  formRecords,
  newClientIp,
  postForm,
  recordingLimiter,
  resetEmulator,
  setRecaptcha,
  siteverifyAnswering,
  validContact,
  validNewsletter,
} from './support';

// POST /api/forms/contact and /api/forms/newsletter (issue 16): each answer's exact status and body, and what the
// App API stand-in received (its records) — nothing for a refused submission.
beforeEach(async () => {
  await resetEmulator();
  forgetAccessToken();
  forgetIsolateCounts();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await resetEmulator();
});

const sent = { status: 'sent', message: 'Thank you. It was sent.' };
const incomplete = (errors: Record<string, unknown>) => ({ status: 'invalid', message: 'Form incomplete.', errors });
const unavailable = { status: 'unavailable', message: 'The service is not available right now. Please try again later.' };
const rejected = (reason: string) => ({ status: 'rejected', reason, message: 'The submission could not be verified. Please try again.' });
const refused = { status: 'refused', message: 'The submission could not be accepted. Please try again later or contact us another way.' };

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${keys++}`;

async function contact(fields: Record<string, unknown>, options: Parameters<typeof postForm>[2] = {}) {
  return postForm('contact', { ...validContact, _key: newKey(), _locale: 'cs', _bot: await botToken('contact'), ...fields }, options);
}

const oauthCookies = (response: Response) => response.headers.getSetCookie().filter((line) => line.startsWith('oauth='));

describe('POST /api/forms/contact: its fields and body', () => {
  it('saves a valid message through the App API with the bearer, the language and the idempotency key, and keeps the token in oauth', async () => {
    const response = await contact({});
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(sent);
    expect(oauthCookies(response)).toHaveLength(1);
    expect(oauthCookies(response)[0]).toMatch(/HttpOnly/);
    const records = await formRecords();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      kind: 'contact',
      outcome: 'stored',
      body: {
        name: 'Jana Nováková',
        email: 'jana.novakova@retailer.example',
        company: 'Autosalon Brno',
        market: 'CZ',
        topic: 'sales',
        message: 'Please send me the retail standards for 2026.',
        consent: true,
        language: 'cs',
      },
    });
    expect(records[0]?.idempotencyKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('needs no visitor session (product §1: anonymous visitors use the forms)', async () => {
    const response = await contact({});
    expect(response.status).toBe(200);
  });

  it.each([
    ['name', { name: '   ' }, { rule: 'required' }],
    ['name', { name: 'x'.repeat(201) }, { rule: 'length', args: [0, 200] }],
    ['email', { email: '' }, { rule: 'required' }],
    ['email', { email: 'jana@' }, { rule: 'email' }],
    ['email', { email: `${'a'.repeat(250)}@b.cz` }, { rule: 'length', args: [0, 254] }],
    ['company', { company: 'c'.repeat(201) }, { rule: 'length', args: [0, 200] }],
    ['market', { market: '' }, { rule: 'required' }],
    ['market', { market: 'US' }, { rule: 'is', args: [...markets] }],
    ['topic', { topic: undefined }, { rule: 'required' }],
    ['topic', { topic: 'gossip' }, { rule: 'is', args: [...contactTopics] }],
    ['message', { message: '' }, { rule: 'required' }],
    ['message', { message: 'Too short' }, { rule: 'length', args: [10] }],
    ['message', { message: 'm'.repeat(5001) }, { rule: 'length', args: [0, 5000] }],
    ['consent', { consent: undefined }, { rule: 'accepted' }],
    ['consent', { consent: 'no' }, { rule: 'accepted' }],
    ['name', { name: ['Jana'] }, { rule: 'invalid' }],
    ['email', { email: 42 }, { rule: 'invalid' }],
  ])('refuses an invalid %s (%j) with 422 and that field error, saving nothing', async (field, change, error) => {
    const response = await contact(change);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(incomplete({ [field]: error }));
    expect(await formRecords()).toEqual([]);
  });

  it('answers every invalid field at once', async () => {
    const response = await postForm('contact', {});
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(
      incomplete({
        name: { rule: 'required' },
        email: { rule: 'required' },
        market: { rule: 'required' },
        topic: { rule: 'required' },
        message: { rule: 'required' },
        consent: { rule: 'accepted' },
      }),
    );
  });

  it('refuses what is not a JSON object of fields, and anything but a POST', async () => {
    const xsrf = await anonymousXsrf();
    const urlencoded = await postForm('contact', new URLSearchParams(validContact).toString(), {
      xsrf,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.status).toBe(415);
    expect(await urlencoded.json()).toEqual({ error: 'Unsupported Media Type', message: 'Send the form as application/json.' });
    for (const body of ['{', '[]', '"text"', 'null']) {
      const response = await postForm('contact', body, { xsrf });
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ error: 'Bad Request', message: 'The body must be a JSON object of the form fields.' });
    }
    const huge = await postForm('contact', { ...validContact, message: 'x'.repeat(70 * 1024) }, { xsrf });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: 'Payload Too Large', message: 'A form body is at most 64 KiB.' });
    const unknown = await postForm('search', validContact, { xsrf });
    expect(unknown.status).toBe(404);
    const get = await env.EMULATOR!.fetch('https://emulator.local/form-records');
    expect(get.ok).toBe(true);
    expect(await formRecords()).toEqual([]);
  });
});

describe('POST /api/forms/newsletter: its fields and language', () => {
  it('subscribes with the consent and the language of the page', async () => {
    const response = await postForm('newsletter', { ...validNewsletter, _key: newKey(), _locale: 'bg_bg', _bot: await botToken('newsletter') });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(sent);
    expect((await formRecords()).map((record) => record.body)).toEqual([{ email: validNewsletter.email, consent: true, language: 'bg_bg' }]);
  });

  it('sends the default language when the page names none it knows', async () => {
    const response = await postForm('newsletter', { ...validNewsletter, _locale: 'xx', _bot: await botToken('newsletter') });
    expect(response.status).toBe(200);
    expect((await formRecords())[0]?.body.language).toBe('en');
  });

  it.each([
    ['email', { email: '' }, { rule: 'required' }],
    ['email', { email: 'jana(at)retailer.example' }, { rule: 'email' }],
    ['consent', { consent: '' }, { rule: 'accepted' }],
  ])('refuses an invalid %s with 422', async (field, change, error) => {
    const response = await postForm('newsletter', { ...validNewsletter, ...change, _bot: await botToken('newsletter') });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(incomplete({ [field]: error }));
    expect(await formRecords()).toEqual([]);
  });
});

// What both endpoints do alike, each with its exact status and body and what the App API stand-in stored.
const forms = [
  { form: 'contact', other: 'newsletter', upstreamPath: 'contact-requests', valid: validContact },
  { form: 'newsletter', other: 'contact', upstreamPath: 'newsletter-subscriptions', valid: validNewsletter },
] as const;

describe.each(forms)('POST /api/forms/$form', ({ form, other, upstreamPath, valid }) => {
  async function submit(fields: Record<string, unknown>, options: Parameters<typeof postForm>[2] = {}) {
    return postForm(form, { ...valid, _key: newKey(), _locale: 'cs', _bot: await botToken(form), ...fields }, options);
  }

  it('refuses a request without the anti-forgery token, with a wrong one, or from another origin, before anything else', async () => {
    const missing = await submit({}, { xsrf: null });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ error: 'Forbidden', message: 'Missing XSRF token' });
    const xsrf = await anonymousXsrf();
    const wrong = await submit({}, { xsrf: { cookie: xsrf.cookie, token: `${xsrf.token}x` } });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: 'Forbidden', message: 'Invalid XSRF token' });
    const another = await anonymousXsrf();
    const foreign = await submit({}, { xsrf: { cookie: xsrf.cookie, token: another.token } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'Forbidden', message: 'Invalid XSRF token' });
    const crossSite = await submit({}, { headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: 'Forbidden', message: 'Cross-origin request' });
    expect(await formRecords()).toEqual([]);
  });

  it('refuses a submission without a bot-check token, with a forged or used one, or one made for the other form', async () => {
    const none = await submit({ _bot: undefined });
    expect(none.status).toBe(403);
    expect(await none.json()).toEqual(rejected('bot-check'));
    const forged = await submit({ _bot: 'emulator-recaptcha.forged' });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual(rejected('bot-check'));
    const token = await botToken(form);
    expect((await submit({ _bot: token })).status).toBe(200);
    const reused = await submit({ _bot: token });
    expect(reused.status).toBe(403);
    expect(await reused.json()).toEqual(rejected('bot-check'));
    const otherForm = await submit({ _bot: await botToken(other) });
    expect(otherForm.status).toBe(403);
    expect(await otherForm.json()).toEqual(rejected('bot-check'));
    expect((await formRecords()).map((record) => [record.kind, record.outcome])).toEqual([[form, 'stored']]);
  });

  it('refuses a submission the bot check fails, and one scoring below RECAPTCHA_MIN_SCORE', async () => {
    await setRecaptcha({ success: false });
    const failed = await submit({});
    expect(failed.status).toBe(403);
    expect(await failed.json()).toEqual(rejected('bot-check'));
    await setRecaptcha({ score: 0.3 });
    const low = await submit({});
    expect(low.status).toBe(403);
    expect(await low.json()).toEqual(rejected('low-score'));
    // The threshold itself passes (0.5 in wrangler.toml).
    await setRecaptcha({ score: 0.5 });
    expect((await submit({})).status).toBe(200);
    expect((await formRecords()).map((record) => record.kind)).toEqual([form]);
  });

  it('limits each client to 30 submissions a minute locally (wrangler.toml [[ratelimits]]), then answers 429 with Retry-After', async () => {
    const ip = newClientIp();
    const xsrf = await anonymousXsrf();
    for (let i = 0; i < 30; i++) expect((await postForm(form, {}, { ip, xsrf })).status).toBe(422);
    const refusedByLimit = await submit({}, { ip, xsrf });
    expect(refusedByLimit.status).toBe(429);
    expect(refusedByLimit.headers.get('retry-after')).toBe('60');
    expect(refusedByLimit.headers.get('cache-control')).toBe('no-store');
    expect(await refusedByLimit.json()).toEqual({ status: 'rate-limited', message: 'Too many submissions. Please wait a minute and try again.' });
    expect(await formRecords()).toEqual([]);
    // Counted per client and form: the other form and another address are not held back.
    const otherValid = other === 'contact' ? validContact : validNewsletter;
    expect((await postForm(other, { ...otherValid, _bot: await botToken(other) }, { ip, xsrf })).status).toBe(200);
    expect((await submit({}, { xsrf })).status).toBe(200);
  });

  it.each([
    [401, 502],
    [403, 502],
    [500, 502],
  ])('answers an App API %i as %i "unavailable", keeping no token, saving nothing', async (upstream, status) => {
    await armFault({ count: 1, mode: 'status', status: upstream, pathContains: upstreamPath });
    const response = await submit({});
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(unavailable);
    expect(oauthCookies(response)).toEqual([]);
    expect(await formRecords()).toEqual([]);
  });

  it('answers an App API 400 (it refused what passed our rules) as 422 "refused", logging the App API\'s message as an error', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void errors.push(String(line)));
    await armFault({ count: 1, mode: 'status', status: 400, pathContains: upstreamPath });
    const response = await submit({});
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(refused);
    expect(oauthCookies(response)).toEqual([]);
    expect(await formRecords()).toEqual([]);
    const logged = errors
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.message === 'Form submission refused by the App API');
    expect(logged).toMatchObject({ level: 'error', form, upstreamStatus: 400, upstreamMessage: 'Bad Request' });
    // Never the values.
    expect(JSON.stringify(logged)).not.toContain(valid.email);
  });

  it('answers an App API that does not answer in time with 504', async () => {
    await armFault({ count: 1, mode: 'timeout', pathContains: upstreamPath });
    const response = await submit({});
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual(unavailable);
    expect(oauthCookies(response)).toEqual([]);
    expect(await formRecords()).toEqual([]);
  });

  it('answers 503 when no App API token can be had', async () => {
    await armFault({ count: 1, mode: 'status', status: 500, pathContains: '/oauth/' });
    const response = await submit({});
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(unavailable);
    expect(oauthCookies(response)).toEqual([]);
    expect(await formRecords()).toEqual([]);
  });

  it('saves a retried submission once: the same key is answered again by the App API, not stored twice', async () => {
    const xsrf = await anonymousXsrf();
    const key = newKey();
    await armFault({ count: 1, mode: 'status', status: 500, pathContains: upstreamPath });
    expect((await submit({ _key: key }, { xsrf })).status).toBe(502);
    expect((await submit({ _key: key }, { xsrf })).status).toBe(200);
    // The answer of the first save was lost on the way back: the visitor sends again.
    expect((await submit({ _key: key }, { xsrf })).status).toBe(200);
    const records = await formRecords();
    expect(records.map((record) => record.outcome)).toEqual(['stored', 'replayed']);
    expect(records[0]?.idempotencyKey).toBe(records[1]?.idempotencyKey);
    // Another visitor's same key is theirs alone (the key is scoped to the visitor).
    expect((await submit({ _key: key })).status).toBe(200);
    expect((await formRecords()).map((record) => record.outcome)).toEqual(['stored', 'replayed', 'stored']);
  });
});

// Decision 107: what the limits count, a bound on each form across the site, and a limiter that fails.
describe('the forms rate limits', () => {
  const contactNow = async (ip: string, bindings?: Partial<Env>, fields: Record<string, unknown> = {}) =>
    postForm('contact', { ...validContact, _key: newKey(), _locale: 'en', _bot: await botToken('contact'), ...fields }, { ip, bindings });
  /** An IPv6 network (/64) of this run's own: 2001:db8:{run}:{subnet}. */
  const run = crypto.getRandomValues(new Uint16Array(1))[0]!.toString(16);
  const network = (subnet: number) => `2001:db8:${run}:${subnet.toString(16)}`;

  it('counts an IPv6 client by its /64: the addresses of one network share the 30 a minute, the next network does not', async () => {
    const xsrf = await anonymousXsrf();
    for (let i = 1; i <= 30; i++) expect((await postForm('contact', {}, { ip: `${network(1)}::${i.toString(16)}`, xsrf })).status).toBe(422);
    expect((await postForm('contact', {}, { ip: `${network(1)}:ffff:ffff:ffff:ffff`, xsrf })).status).toBe(429);
    expect((await postForm('contact', {}, { ip: `${network(2)}::1`, xsrf })).status).toBe(422);
  });

  it('asks the limiter by the whole IPv4 address, by the /64 of an IPv6 one, and reads an IPv4-mapped IPv6 address as IPv4', async () => {
    const { keys, limiter } = recordingLimiter();
    const xsrf = await anonymousXsrf();
    for (const ip of ['198.51.100.7', '2001:0DB8:00aa:0bb0:1:2:3:4', '2001:db8:aa:bb0::9', '::ffff:198.51.100.7']) {
      expect((await postForm('newsletter', {}, { ip, xsrf, bindings: { FORMS_RATE_LIMIT: limiter } })).status).toBe(422);
    }
    expect(keys).toEqual([
      'newsletter:198.51.100.7',
      'newsletter:2001:db8:aa:bb0::/64',
      'newsletter:2001:db8:aa:bb0::/64',
      'newsletter:198.51.100.7',
    ]);
  });

  it('bounds each form across the site (FORMS_SITE_RATE_LIMIT), counting only what passed the rules and the bot check', async () => {
    const site = recordingLimiter(() => false);
    const invalid = await postForm('contact', { _bot: await botToken('contact') }, { bindings: { FORMS_SITE_RATE_LIMIT: site.limiter } });
    expect(invalid.status).toBe(422);
    const noBot = await contactNow(newClientIp(), { FORMS_SITE_RATE_LIMIT: site.limiter }, { _bot: undefined });
    expect(noBot.status).toBe(403);
    expect(site.keys).toEqual([]);
    const refused = await contactNow(newClientIp(), { FORMS_SITE_RATE_LIMIT: site.limiter });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ status: 'rate-limited', message: 'Too many submissions. Please wait a minute and try again.' });
    expect(site.keys).toEqual(['contact']);
    expect(await formRecords()).toEqual([]);
  });

  it.each([
    ['fails', { FORMS_RATE_LIMIT: recordingLimiter(() => new Error('limiter down')).limiter }],
    ['is missing', { FORMS_RATE_LIMIT: undefined }],
  ])('a limiter that %s does not open the door: the isolate counts 5 a minute per client instead, and says so', async (_, bindings) => {
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warnings.push(String(line)));
    const ip = newClientIp();
    const xsrf = await anonymousXsrf();
    for (let i = 0; i < 5; i++) expect((await postForm('contact', {}, { ip, xsrf, bindings })).status).toBe(422);
    expect((await postForm('contact', {}, { ip, xsrf, bindings })).status).toBe(429);
    // Another client has its own count.
    expect((await postForm('contact', {}, { ip: newClientIp(), xsrf, bindings })).status).toBe(422);
    expect(warnings.map((line) => JSON.parse(line).message)).toContain('Rate limiter unavailable: this isolate counts instead');
  });

  it('a site-wide limiter that fails lets a person through, counted by the isolate', async () => {
    const response = await contactNow(newClientIp(), { FORMS_SITE_RATE_LIMIT: recordingLimiter(() => new Error('limiter down')).limiter });
    expect(response.status).toBe(200);
    expect((await formRecords()).map((record) => record.kind)).toEqual(['contact']);
  });
});

// Decision 107: a verified token must also be for this site, this form, and recent.
describe("reCAPTCHA's answer is checked for the site's host name, the form's action and its freshness", () => {
  const contactWith = async (change: (answer: Record<string, unknown>) => Record<string, unknown>) =>
    postForm(
      'contact',
      { ...validContact, _key: newKey(), _bot: await botToken('contact') },
      { bindings: { EMULATOR: siteverifyAnswering(change) } },
    );
  const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

  it('refuses a token made on another site', async () => {
    const response = await postForm('contact', { ...validContact, _bot: await botToken('contact', 'https://elsewhere.example/form') });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(rejected('bot-check'));
    expect(await formRecords()).toEqual([]);
  });

  it.each([
    ['another host name', (answer: Record<string, unknown>) => ({ ...answer, hostname: 'elsewhere.example' })],
    ['no host name', ({ hostname: _, ...answer }: Record<string, unknown>) => answer],
    ['no action', ({ action: _, ...answer }: Record<string, unknown>) => answer],
    ['an empty action', (answer: Record<string, unknown>) => ({ ...answer, action: '' })],
    ['a challenge ten minutes old', (answer: Record<string, unknown>) => ({ ...answer, challenge_ts: secondsAgo(600) })],
    ['a challenge three minutes old', (answer: Record<string, unknown>) => ({ ...answer, challenge_ts: secondsAgo(180) })],
    ['a challenge from the future', (answer: Record<string, unknown>) => ({ ...answer, challenge_ts: secondsAgo(-600) })],
    ['no challenge time', ({ challenge_ts: _, ...answer }: Record<string, unknown>) => answer],
    ['a challenge time that is no time', (answer: Record<string, unknown>) => ({ ...answer, challenge_ts: 'yesterday' })],
  ])('refuses a successful verification with %s', async (_, change) => {
    const response = await contactWith(change);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(rejected('bot-check'));
    expect(await formRecords()).toEqual([]);
  });

  it('takes a verification of this site and form made a minute ago', async () => {
    const response = await contactWith((answer) => ({ ...answer, challenge_ts: secondsAgo(60) }));
    expect(response.status).toBe(200);
    expect((await formRecords()).map((record) => record.kind)).toEqual(['contact']);
  });
});
