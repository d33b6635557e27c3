import * as z from 'zod/mini';

/**
 * product §5's generic form rules, as zod checks that carry their rule's name and arguments (`params`), so the message
 * is chosen and translated where it is shown (app/forms/rule-messages.ts) and the worker answers the same codes. Each
 * rule passes an empty value, as FormKit's do, except `required` and `accepted` and rules made with `whenEmpty`.
 */
export const ruleNames = [
  'required',
  'accepted',
  'email',
  'url',
  'number',
  'min',
  'max',
  'length',
  'confirm',
  'date_after',
  'date_before',
  'date_between',
  'date_format',
  'alpha',
  'alphanumeric',
  'alpha_spaces',
  'contains_alpha',
  'contains_alphanumeric',
  'contains_alpha_spaces',
  'contains_lowercase',
  'contains_uppercase',
  'contains_numeric',
  'contains_symbol',
  'lowercase',
  'uppercase',
  'symbol',
  'starts_with',
  'ends_with',
  'matches',
  'is',
  'not',
  /** Anything a rule does not name (a value of the wrong type, a field sent twice): product §5's fallback message. */
  'invalid',
] as const;

export type RuleName = (typeof ruleNames)[number];
export type RuleArg = string | number;

/** A failed rule: what the worker answers and the browser translates. */
export interface RuleError {
  readonly rule: RuleName;
  readonly args?: readonly RuleArg[];
}

export interface Rule {
  readonly rule: RuleName;
  readonly args?: readonly RuleArg[];
  /** Run on an empty value too (product §5 "rules may run when empty"). */
  readonly whenEmpty?: boolean;
  readonly test: (value: string) => boolean;
}

export const isRuleName = (value: unknown): value is RuleName => typeof value === 'string' && (ruleNames as readonly string[]).includes(value);

const isEmpty = (value: string) => value.trim() === '';
// UTF-16 code units, as FormKit, zod and the App API count them: the limits agree everywhere.
const chars = (value: string) => value.length;

// Letters of every script (the site has Czech, Romanian, Danish and Bulgarian visitors), not only A–Z.
const letters = /^\p{L}+$/u;
const lettersAndDigits = /^[\p{L}\p{N}]+$/u;
const lettersAndSpaces = /^[\p{L} ]+$/u;
const symbols = /^[^\p{L}\p{N}\s]+$/u;
const symbol = /[^\p{L}\p{N}\s]/u;

// Zod's own address pattern, the one `z.email()` applies: the App API (and its emulator) validate with it, so an
// address this rule lets through is never refused upstream. Fields put a length rule first, bounding its work.
const emailPattern = z.regexes.email;

/** Dates are written and compared as ISO days (YYYY-MM-DD), as `<input type="date">` sends them. */
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
function dayOf(value: string): number | undefined {
  if (!isoDay.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  // Date.parse rolls 2025-02-30 over to March: a real day formats back to itself.
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? undefined : time;
}
const today = () => Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);

/** product §5 date_format patterns: MM, DD and YYYY (and M, D, YY) among separators, e.g. `DD.MM.YYYY`. */
function matchesDateFormat(value: string, format: string): boolean {
  const parts: string[] = [];
  const pattern = format.replace(/YYYY|YY|MM|M|DD|D|[.*+?^${}()|[\]\\]/g, (token) => {
    const groups: Record<string, string> = { YYYY: '(\\d{4})', YY: '(\\d{2})', MM: '(\\d{2})', M: '(\\d{1,2})', DD: '(\\d{2})', D: '(\\d{1,2})' };
    const group = groups[token];
    if (!group) return `\\${token}`;
    parts.push(token.charAt(0));
    return group;
  });
  const found = new RegExp(`^${pattern}$`).exec(value);
  if (!found) return false;
  const at = (letter: string) => Number(found[parts.indexOf(letter) + 1]);
  const year = parts.includes('Y') ? at('Y') : 2000;
  const month = at('M');
  const day = at('D');
  const date = new Date(Date.UTC(year < 100 ? 2000 + year : year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const make = (rule: RuleName, test: Rule['test'], args?: readonly RuleArg[], whenEmpty = false): Rule => ({
  rule,
  test,
  ...(args ? { args } : {}),
  ...(whenEmpty ? { whenEmpty } : {}),
});

/** The rules, by product §5's names (FormKit's), each making a `Rule`. */
export const rules = {
  required: () => make('required', (value) => !isEmpty(value), undefined, true),
  /** A checkbox that must be ticked (consent): browsers send `on`, scripts may send `true`. */
  accepted: () => make('accepted', (value) => ['on', 'true', 'yes', '1'].includes(value), undefined, true),
  email: () => make('email', (value) => emailPattern.test(value.trim())),
  url: () =>
    make('url', (value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value.trim()).protocol);
      } catch {
        return false;
      }
    }),
  number: () => make('number', (value) => value.trim() !== '' && Number.isFinite(Number(value))),
  min: (minimum: number) => make('min', (value) => Number(value) >= minimum, [minimum]),
  max: (maximum: number) => make('max', (value) => Number(value) <= maximum, [maximum]),
  /** Characters between `minimum` and `maximum` (inclusive); equal bounds mean exactly; `Infinity` leaves it open. */
  length: (minimum: number, maximum = Number.POSITIVE_INFINITY) =>
    make(
      'length',
      (value) => chars(value) >= minimum && chars(value) <= maximum,
      maximum === Number.POSITIVE_INFINITY ? [minimum] : [minimum, maximum],
    ),
  date_after: (date?: string) =>
    make('date_after', (value) => (dayOf(value) ?? Number.NEGATIVE_INFINITY) > (date ? (dayOf(date) ?? 0) : today()), date ? [date] : undefined),
  date_before: (date?: string) =>
    make('date_before', (value) => (dayOf(value) ?? Number.POSITIVE_INFINITY) < (date ? (dayOf(date) ?? 0) : today()), date ? [date] : undefined),
  date_between: (first: string, last: string) =>
    make(
      'date_between',
      (value) => {
        const day = dayOf(value);
        return day !== undefined && day >= (dayOf(first) ?? 0) && day <= (dayOf(last) ?? 0);
      },
      [first, last],
    ),
  date_format: (format = 'YYYY-MM-DD') => make('date_format', (value) => matchesDateFormat(value, format), [format]),
  alpha: () => make('alpha', (value) => letters.test(value)),
  alphanumeric: () => make('alphanumeric', (value) => lettersAndDigits.test(value)),
  alpha_spaces: () => make('alpha_spaces', (value) => lettersAndSpaces.test(value)),
  contains_alpha: () => make('contains_alpha', (value) => /\p{L}/u.test(value)),
  contains_alphanumeric: () => make('contains_alphanumeric', (value) => /[\p{L}\p{N}]/u.test(value)),
  contains_alpha_spaces: () => make('contains_alpha_spaces', (value) => /[\p{L} ]/u.test(value)),
  contains_lowercase: () => make('contains_lowercase', (value) => /\p{Ll}/u.test(value)),
  contains_uppercase: () => make('contains_uppercase', (value) => /\p{Lu}/u.test(value)),
  contains_numeric: () => make('contains_numeric', (value) => /\p{N}/u.test(value)),
  contains_symbol: () => make('contains_symbol', (value) => symbol.test(value)),
  lowercase: () => make('lowercase', (value) => /^[\p{Ll}\p{N}\s]+$/u.test(value) && !/\p{Lu}/u.test(value)),
  uppercase: () => make('uppercase', (value) => /^[\p{Lu}\p{N}\s]+$/u.test(value) && !/\p{Ll}/u.test(value)),
  symbol: () => make('symbol', (value) => symbols.test(value)),
  starts_with: (...prefixes: string[]) => make('starts_with', (value) => prefixes.some((prefix) => value.startsWith(prefix)), prefixes),
  ends_with: (...suffixes: string[]) => make('ends_with', (value) => suffixes.some((suffix) => value.endsWith(suffix)), suffixes),
  /** The pattern is the site's own, never a visitor's; its source is not shown to visitors. */
  matches: (pattern: RegExp) => make('matches', (value) => pattern.test(value)),
  is: (...allowed: string[]) => make('is', (value) => allowed.includes(value), allowed),
  not: (...refused: string[]) => make('not', (value) => !refused.includes(value), refused),
} as const;

/** Runs a rule unless it skips empty values and this one is empty. */
const passes = (rule: Rule, value: string) => (!rule.whenEmpty && isEmpty(value)) || rule.test(value);

/** A text field's zod schema from its rules: the first rule that fails is the field's error (FormKit's bail). */
export function field(...fieldRules: Rule[]) {
  return z
    .string()
    .check(
      ...fieldRules.map((rule) => z.refine<string>((value) => passes(rule, value), { abort: true, params: { rule: rule.rule, args: rule.args } })),
    );
}

/**
 * product §5 confirm: the field must equal another one (`password_confirm` against `password`). A check on the whole
 * form, since it reads two fields; it reports on the confirming field.
 */
export function confirm<Shape extends Record<string, unknown>>(field: keyof Shape & string, other: keyof Shape & string) {
  return z.refine<Shape>((values) => values[field] === values[other], { path: [field], params: { rule: 'confirm', args: [other] } });
}
