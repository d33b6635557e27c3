import { isIdempotencyKey, type FormKind } from '../../app/forms/submission';
import { describeError, type Logger } from '../log/logger';
import { boundedMemo } from '../../app/memo/bounded-memo';
import { randomToken, sign, verify } from '../security/signing';

/**
 * A form posted without JavaScript has no bot-check token (reCAPTCHA needs a script). Such a post passes when it
 * looks like a person's (decision 082): the honeypot field is empty, and the page it came from was rendered by this
 * site for this visitor at least `minimumSeconds` and at most `maximumSeconds` before (a signed stamp in the form).
 * The stamp is signed for its form and the page's idempotency key as well, and is good once (decision 107): one
 * rendered page is one submission, not as many as the rate limit allows in two hours.
 */
export const noScriptTiming = { minimumSeconds: 3, maximumSeconds: 2 * 60 * 60 } as const;

/** What a stamp is signed for: the form it was rendered in, the visitor it was rendered for, the page's key. */
export interface StampSubject {
  readonly form: FormKind;
  readonly visitor: string;
  readonly key: string;
}

const message = (subject: StampSubject, time: number, nonce: string) =>
  `form-stamp:v2:${subject.form}:${subject.visitor}:${subject.key}:${time}:${nonce}`;

/** The stamp a rendered page's form carries: `{seconds}.{nonce}.{HMAC}` of the render time and its subject. */
export async function formStamp(secret: string, subject: StampSubject, now = Date.now()): Promise<string> {
  const time = Math.floor(now / 1000);
  const nonce = randomToken();
  return `${time}.${nonce}.${await sign(secret, message(subject, time, nonce))}`;
}

export type NoScriptVerdict = 'passed' | 'honeypot' | 'stamp' | 'too-fast' | 'used';

/** The field people never see, filled in: a bot's post whatever else it carries. */
export const filledHoneypot = (honeypot: unknown): boolean => typeof honeypot === 'string' && honeypot !== '';

/** Where used stamps are recorded beyond the isolate: FORM_STAMPS, a KV namespace of its own (decision 107). */
export type StampBindings = Partial<Pick<Env, 'FORM_STAMPS'>>;

// Used stamps this isolate saw, kept while a stamp can be good: the first refusal of a replay, before KV is asked.
const usedHere = boundedMemo<true>(20_000, 100, { ttlMs: (noScriptTiming.maximumSeconds + 60) * 1000 });

/** Forgets the isolate's used stamps (tests: another isolate's view). */
export const forgetUsedStamps = (): void => usedHere.forget();

/** A used stamp is kept until it would have expired anyway (KV keeps nothing shorter than a minute). */
const usedStampTtlSeconds = noScriptTiming.maximumSeconds + 60;

/**
 * Claims a stamp: true the first time, false once it was used. The isolate's memory answers at once; FORM_STAMPS
 * carries the claim to the other isolates. KV has no compare-and-set, and a location may answer a read from its cache
 * (a miss too) for up to a minute, so uses through different isolates within that window can each pass once: the
 * client's and the form's rate limits bound that. A KV that fails leaves the isolate's memory to answer (logged).
 */
async function claimStamp(bindings: StampBindings, log: Logger, id: string): Promise<boolean> {
  if (usedHere.get(id)) return false;
  usedHere.remember(id, true);
  const store = bindings.FORM_STAMPS;
  if (!store) return true;
  const key = `used-stamp:${id}`;
  try {
    if ((await store.get(key)) !== null) return false;
    await store.put(key, '1', { expirationTtl: usedStampTtlSeconds });
  } catch (error) {
    log.warn('Used-stamp store unavailable: this isolate remembers alone', describeError(error));
  }
  return true;
}

export interface NoScriptPost {
  readonly form: FormKind;
  /** The anti-forgery visitor id of the request; undefined without one. */
  readonly visitor: string | undefined;
  /** The idempotency key the post carries (`_key`), which the stamp must have been signed for. */
  readonly key: unknown;
  readonly stamp: unknown;
  readonly honeypot: unknown;
}

/**
 * The no-script check of a post: the honeypot, then the stamp's signature for this form, visitor and key, its age,
 * and last its single use (a stamp is only claimed once everything else about it held).
 */
export async function checkNoScriptPost(
  secret: string,
  bindings: StampBindings,
  log: Logger,
  post: NoScriptPost,
  now = Date.now(),
): Promise<NoScriptVerdict> {
  if (filledHoneypot(post.honeypot)) return 'honeypot';
  const { visitor, key, stamp } = post;
  // A rendered page always carries a key of its own kind (decision 084): the stamp was signed for one.
  if (!visitor || !isIdempotencyKey(key) || typeof stamp !== 'string' || stamp.length > 200) return 'stamp';
  const [time = '', nonce = '', signature = '', ...rest] = stamp.split('.');
  const seconds = Number(time);
  if (rest.length || !/^\d{1,12}$/.test(time) || !/^[\w-]{16,64}$/.test(nonce)) return 'stamp';
  if (!(await verify(secret, message({ form: post.form, visitor, key }, seconds, nonce), signature))) return 'stamp';
  const age = now / 1000 - seconds;
  if (age > noScriptTiming.maximumSeconds || age < -60) return 'stamp';
  if (age < noScriptTiming.minimumSeconds) return 'too-fast';
  // Claimed by its nonce, which the signature covers as written (the signature's own text has other spellings).
  return (await claimStamp(bindings, log, nonce)) ? 'passed' : 'used';
}
