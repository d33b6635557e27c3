import { sign, verify } from '../security/signing';

/**
 * A form posted without JavaScript has no bot-check token (reCAPTCHA needs a script). Such a post passes when it
 * looks like a person's (decision 082): the honeypot field is empty, and the page it came from was rendered by this
 * site for this visitor at least `minimumSeconds` and at most `maximumSeconds` before (a signed stamp in the form).
 * The rate limit applies as to every submission.
 */
export const noScriptTiming = { minimumSeconds: 3, maximumSeconds: 2 * 60 * 60 } as const;

const message = (visitor: string, time: number) => `form-stamp:${visitor}:${time}`;

/** The stamp a rendered page's forms carry: the render time, signed for the visitor. */
export async function formStamp(key: string, visitor: string, now = Date.now()): Promise<string> {
  const time = Math.floor(now / 1000);
  return `${time}.${await sign(key, message(visitor, time))}`;
}

export type NoScriptVerdict = 'passed' | 'honeypot' | 'stamp' | 'too-fast';

/** The field people never see, filled in: a bot's post whatever else it carries. */
export const filledHoneypot = (honeypot: unknown): boolean => typeof honeypot === 'string' && honeypot !== '';

export async function checkNoScriptPost(
  key: string,
  visitor: string | undefined,
  stamp: unknown,
  honeypot: unknown,
  now = Date.now(),
): Promise<NoScriptVerdict> {
  if (filledHoneypot(honeypot)) return 'honeypot';
  if (!visitor || typeof stamp !== 'string' || stamp.length > 100) return 'stamp';
  const [time = '', signature = '', ...rest] = stamp.split('.');
  const seconds = Number(time);
  if (rest.length || !/^\d{1,12}$/.test(time) || !(await verify(key, message(visitor, seconds), signature))) return 'stamp';
  const age = now / 1000 - seconds;
  if (age > noScriptTiming.maximumSeconds || age < -60) return 'stamp';
  return age < noScriptTiming.minimumSeconds ? 'too-fast' : 'passed';
}
