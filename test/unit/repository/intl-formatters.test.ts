import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * Dates and numbers are written by app/i18n/formats.ts from the locale's catalog (decision 134): the first Intl date
 * or number formatter of a document makes the browser load its ICU data, 100–230 ms of a slowed phone's main
 * thread. So no page code formats with Lingui's `i18n.date`/`i18n.number` or Intl's formatters, and no message counts
 * with `#` (Lingui writes it with an Intl.NumberFormat). The contact form's market names (Intl.DisplayNames, in the
 * forms' chunk that loads on interest) are the one Intl text a page computes.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const files = (folder: string) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', folder], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

const formatterCall = /\bi18n\.(date|number|time)\(|\bIntl\.(DateTimeFormat|NumberFormat|RelativeTimeFormat)\b|\.toLocale(Date|Time)?String\(/;

/** Lines of code (not comments) that call a formatter. */
function formatterCalls(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => formatterCall.test(line) && !/^\s*(\/\/|\/?\*)/.test(line))
    .map((line) => line.trim());
}

it('finds the formatters it forbids', () => {
  expect(formatterCalls("{i18n.date(new Date(entry.date), { dateStyle: 'long' })}")).toHaveLength(1);
  expect(formatterCalls('const size = i18n.number(megabytes, oneDecimal);')).toHaveLength(1);
  expect(formatterCalls("new Intl.NumberFormat('cs').format(n)")).toHaveLength(1);
  expect(formatterCalls('value.toLocaleString()')).toHaveLength(1);
  expect(formatterCalls('formatNumber(i18n, stat.value)')).toEqual([]);
  expect(formatterCalls('  // not with Intl.NumberFormat (decision 134)')).toEqual([]);
});

it("no page code formats a date or number with Intl's formatters", () => {
  const sources = files('app').filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const calls = sources.flatMap((file) => formatterCalls(readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}: ${line}`));
  expect(calls).toEqual([]);
});

it('no message counts with #', () => {
  const catalogs = files('locales').filter((file) => file.endsWith('.po'));
  const counted = catalogs.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('msgstr') && /[{}\s]#[\s{}]/.test(line))
      .map((line) => `${file}: ${line}`),
  );
  expect(counted).toEqual([]);
});
