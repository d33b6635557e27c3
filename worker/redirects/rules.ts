// Redirect rules (product §2 guard 6): the table's format, the rule file's parser, and the matching itself.
// Imported by the worker and, through Node's type stripping, by scripts/redirects-import.ts: imports carry
// their `.ts` extension and the code uses erasable TypeScript only.
import { z } from 'zod';
import { locales } from '../../app/i18n/locales.ts';
import { hasUnsafeCharacter, localPath } from '../../app/url/local-path.ts';
import { trimTrailingSlashes } from '../../app/url/trim-slashes.ts';

export const redirectStatuses = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

/** One stored rule: `from` is a site path (locale prefix included); a trailing `*` makes it a prefix rule. */
export const redirectRuleSchema = z.object({
  from: z.string().regex(/^\/[^\s?#]*$/, 'must be a path starting with / (no query, no fragment)'),
  to: z.string().min(1),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
  /** The locale the rule was written for; informational once expanded ("*" rules are stored once per locale). */
  locale: z.string().optional(),
});
export type RedirectRule = z.infer<typeof redirectRuleSchema>;

/** The whole table, stored as one KV value so one read answers every lookup of an isolate. */
export const redirectTableSchema = z.object({
  version: z.literal(1),
  importedAt: z.string(),
  rules: z.array(redirectRuleSchema),
});
export type RedirectTable = z.infer<typeof redirectTableSchema>;

/** The KV key of the table in the REDIRECTS namespace. */
export const redirectTableKey = 'rules:v1';

/** What a lookup answers: a full-page navigation for absolute targets, an internal redirect for site paths. */
export type RedirectMatch =
  | { kind: 'external'; location: string; status: RedirectStatus }
  | { kind: 'internal'; location: string; status: RedirectStatus };

/** Trailing slashes do not make a different page: `/news/` and `/news` share their rules. */
export function normalizePath(path: string): string {
  const trimmed = trimTrailingSlashes(path);
  return trimmed === '' ? '/' : trimmed;
}

const isAbsolute = (target: string) => /^https?:\/\//i.test(target);

/** A compiled table: exact rules by path, prefix rules longest first (the most specific prefix wins). */
export interface CompiledRedirects {
  exact: Map<string, RedirectRule>;
  prefixes: Array<{ prefix: string; rule: RedirectRule }>;
}

export function compileRedirects(rules: readonly RedirectRule[]): CompiledRedirects {
  const exact = new Map<string, RedirectRule>();
  const prefixes: CompiledRedirects['prefixes'] = [];
  for (const rule of rules) {
    if (rule.from.endsWith('*')) prefixes.push({ prefix: rule.from.slice(0, -1), rule });
    // The first rule for a path wins, as in the file.
    else if (!exact.has(normalizePath(rule.from))) exact.set(normalizePath(rule.from), rule);
  }
  prefixes.sort((a, b) => b.prefix.length - a.prefix.length);
  return { exact, prefixes };
}

/**
 * The rule for a path (without query), or null. `search` (with its `?`) is carried over to the target unless the
 * target has a query of its own. In a prefix rule's target, `*` stands for the rest of the path.
 */
export function matchRedirect(compiled: CompiledRedirects, path: string, search = ''): RedirectMatch | null {
  const normalized = normalizePath(path);
  let target: string | undefined;
  let rule = compiled.exact.get(normalized);
  if (rule) target = rule.to;
  else {
    for (const candidate of compiled.prefixes) {
      if (normalized.startsWith(candidate.prefix) || `${normalized}/` === candidate.prefix) {
        rule = candidate.rule;
        const rest = normalized.startsWith(candidate.prefix) ? normalized.slice(candidate.prefix.length) : '';
        target = rule.to.replace('*', rest);
        break;
      }
    }
  }
  if (!rule || target === undefined) return null;
  const joined = target.includes('?') || !search ? target : `${target}${search}`;
  // The request's path and query fill the target: the result is checked, not the rule (issue 13).
  const location = isAbsolute(joined) ? sameOriginAs(rule.to, joined) : localPath(joined);
  if (location === undefined) return null;
  // A rule pointing at the path it came from would loop forever: treat it as no rule.
  if (!isAbsolute(location) && normalizePath(location.split('?')[0] ?? '') === normalized) return null;
  return { kind: isAbsolute(location) ? 'external' : 'internal', location, status: rule.status };
}

/** `location` when it is a clean absolute URL on the origin the rule's own target names; undefined otherwise. */
function sameOriginAs(ruleTarget: string, location: string): string | undefined {
  if (hasUnsafeCharacter(location)) return undefined;
  try {
    const url = new URL(location);
    return url.origin === new URL(ruleTarget.replace('*', '')).origin && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}

// --- rule files --------------------------------------------------------------------------------------------

export interface RuleFileProblem {
  line: number;
  message: string;
}

/**
 * Parses a rule file: one rule a line, `FROM TO [STATUS] [LOCALE]`, `#` starts a comment. STATUS defaults to 301.
 * Without LOCALE, FROM and TO are literal site paths. With a locale code (or `*` for every locale), FROM and a
 * relative TO are written without the locale prefix and the rule is stored once per locale, prefixed.
 * Every problem is reported with its line number; a file with any problem yields no rules.
 */
export function parseRuleFile(text: string): { rules: RedirectRule[]; problems: RuleFileProblem[] } {
  const rules: RedirectRule[] = [];
  const problems: RuleFileProblem[] = [];
  const seen = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!content) return;
    const [from = '', to = '', statusText, localeText, ...extra] = content.split(/\s+/);
    const problem = (message: string) => problems.push({ line, message });
    if (extra.length) return problem(`too many columns (expected FROM TO [STATUS] [LOCALE])`);
    if (!to) return problem('a rule needs FROM and TO');
    const status = statusText === undefined ? 301 : Number(statusText);
    if (localeText !== undefined && localeText !== '*' && !locales.some((l) => l.code === localeText)) {
      return problem(`unknown locale "${localeText}" (use one of ${locales.map((l) => l.code).join(', ')} or *)`);
    }
    if (!isAbsolute(to) && !to.startsWith('/')) return problem(`target "${to}" must start with / or http(s)://`);
    if (!isAbsolute(to) && localPath(to.replace('*', 'x')) === undefined)
      return problem(`target "${to}" must be a path on this site (one leading /, no \\, no control characters)`);
    if (isAbsolute(to)) {
      try {
        new URL(to);
      } catch {
        return problem(`target "${to}" is not a valid URL`);
      }
    }
    if (from.indexOf('*') !== -1 && from.indexOf('*') !== from.length - 1) return problem('* is allowed only at the end of FROM');
    if (to.includes('*') && !from.endsWith('*')) return problem('* in TO needs a prefix rule (FROM ending in *)');
    const targets = localeText === undefined ? [{ prefix: '', code: undefined }] : localesFor(localeText);
    for (const { prefix, code } of targets) {
      const candidate = {
        from: from === '/' && prefix ? prefix : `${prefix}${from}`,
        to: isAbsolute(to) ? to : to === '/' && prefix ? prefix : `${prefix}${to}`,
        status,
        ...(code ? { locale: code } : {}),
      };
      const parsed = redirectRuleSchema.safeParse(candidate);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = String(issue?.path[0] ?? 'rule');
        return problem(
          field === 'status' ? `status "${statusText}" must be one of ${redirectStatuses.join(', ')}` : `${field} ${issue?.message ?? 'is invalid'}`,
        );
      }
      const key = parsed.data.from.endsWith('*') ? parsed.data.from : normalizePath(parsed.data.from);
      const earlier = seen.get(key);
      if (earlier !== undefined) return problem(`${parsed.data.from} already has a rule on line ${earlier}`);
      seen.set(key, line);
      rules.push(parsed.data);
    }
  });
  return problems.length ? { rules: [], problems } : { rules, problems };
}

function localesFor(code: string): Array<{ prefix: string; code: string }> {
  return locales.filter((locale) => code === '*' || locale.code === code).map((locale) => ({ prefix: locale.prefix, code: locale.code }));
}
