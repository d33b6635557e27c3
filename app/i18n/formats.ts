import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Dates and numbers are written from the locale's catalog, not with Intl.DateTimeFormat or Intl.NumberFormat: the first
// such formatter of a document makes the browser load its ICU data, 100–230 ms of main thread on a phone (measured at
// 4× CPU slowdown), inside hydration's long task on every page that shows a date or a number (decision 134). The
// catalog's patterns reproduce Intl's output for the site's locales (formats.dom.test.ts compares them).

const months = [
  msg({ id: 'format.month.1', message: 'January' }),
  msg({ id: 'format.month.2', message: 'February' }),
  msg({ id: 'format.month.3', message: 'March' }),
  msg({ id: 'format.month.4', message: 'April' }),
  msg({ id: 'format.month.5', message: 'May' }),
  msg({ id: 'format.month.6', message: 'June' }),
  msg({ id: 'format.month.7', message: 'July' }),
  msg({ id: 'format.month.8', message: 'August' }),
  msg({ id: 'format.month.9', message: 'September' }),
  msg({ id: 'format.month.10', message: 'October' }),
  msg({ id: 'format.month.11', message: 'November' }),
  msg({ id: 'format.month.12', message: 'December' }),
];

const longDate = (day: string, month: string, year: string) =>
  msg({ id: 'format.date.long', comment: 'A date written out, as Intl dateStyle "long" writes it', message: `${month} ${day}, ${year}` });

const decimalSeparator = msg({ id: 'format.number.decimal', comment: 'The separator of a number’s fraction', message: '.' });
const groupSeparator = msg({ id: 'format.number.group', comment: 'The separator between groups of three digits', message: ',' });
const groupedFrom = msg({
  id: 'format.number.grouped-from',
  comment: 'The smallest whole number written with group separators: 1000, or 10000 where four digits stay together',
  message: '1000',
});

/**
 * A date as Intl's `dateStyle: 'long'` writes it in UTC ("9 March 2025", "9. března 2025"); empty for a value that
 * is no date.
 */
export function formatLongDate(i18n: I18n, value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  const month = months[date.getUTCMonth()];
  if (!month) return ''; // an invalid date's month is NaN
  return i18n._(longDate(String(date.getUTCDate()), i18n._(month), String(date.getUTCFullYear())));
}

/** A non-negative number's shortest decimal digits, and where its decimal point falls among them. */
function decimalDigits(absolute: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = String(absolute).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { digits: whole + fraction, point: whole.length + Number(exponent) };
}

/** The digits rounded half away from zero to `fractionDigits` places (Intl's default rounding of the shortest decimal). */
function rounded(absolute: number, fractionDigits: number): { whole: string; fraction: string } {
  const { digits, point } = decimalDigits(absolute);
  const kept = point + fractionDigits;
  if (kept < 0) return { whole: '0', fraction: '' };
  let keptDigits = digits.slice(0, kept).padEnd(kept, '0');
  let wholeLength = point;
  if ((digits[kept] ?? '0') >= '5') {
    const increased = (BigInt(keptDigits || '0') + 1n).toString().padStart(kept, '0');
    if (increased.length > kept) wholeLength += 1;
    keptDigits = increased;
  }
  const whole = (wholeLength > 0 ? keptDigits.slice(0, wholeLength) : '').replace(/^0+(?=\d)/, '') || '0';
  const fraction = keptDigits.slice(Math.max(wholeLength, 0)).replace(/0+$/, '');
  return { whole, fraction: wholeLength < 0 ? '0'.repeat(-wholeLength) + fraction : fraction };
}

export interface NumberDigits {
  /** Places always written, zeros if need be (0 by default). */
  minimumFractionDigits?: number;
  /** Places at most, rounded half away from zero (3 by default). */
  maximumFractionDigits?: number;
}

/** A number as Intl.NumberFormat writes it for the active locale with these options: grouped whole digits. */
export function formatNumber(i18n: I18n, value: number, { minimumFractionDigits = 0, maximumFractionDigits = 3 }: NumberDigits = {}): string {
  const negative = value < 0 || Object.is(value, -0);
  const sign = negative ? '-' : '';
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const { whole, fraction: significant } = rounded(Math.abs(value), Math.max(maximumFractionDigits, minimumFractionDigits));
  const fraction = significant.padEnd(minimumFractionDigits, '0');
  const grouped = whole.length >= i18n._(groupedFrom).length ? whole.replace(/\B(?=(\d{3})+$)/g, i18n._(groupSeparator)) : whole;
  return `${sign}${grouped}${fraction ? `${i18n._(decimalSeparator)}${fraction}` : ''}`;
}
