import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumber, type NumberDigits } from './formats';
import { locales } from './locales';
import { activateLocale, createI18n } from './setup';

const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');

async function i18nOf(code: (typeof locales)[number]['code']) {
  const i18n = createI18n();
  await activateLocale(i18n, code, async (name) => (await catalogs[`../../locales/${name}/messages.po`]!()).messages);
  return i18n;
}

/** A fixed sequence of numbers over many magnitudes, signs and fractions (no Math.random: a failure repeats). */
function* sampleNumbers(): Generator<number> {
  yield* [0, -0, 1, 9, 12, 123, 999, 1000, 1234, 9999, 10_000, 12_345, 123_456, 1_234_567.891, 999_999.9995];
  yield* [0.5, 0.05, 0.0005, 0.00049, 0.0015, 1.005, 2.45, 9.96, 99.95, 0.1 + 0.2, 1e21, 1.5e21, 1.5e-7, 5e-7, -0.0001, -1234.5678];
  yield* [
    Number.MAX_SAFE_INTEGER,
    Number.MIN_VALUE,
    Number.MAX_VALUE,
    Number.EPSILON,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ];
  let seed = 7;
  for (let index = 0; index < 400; index += 1) {
    seed = (seed * 48_271) % 2_147_483_647;
    const magnitude = 10 ** ((seed % 19) - 6);
    yield ((seed / 2_147_483_647) * 2 - 0.5) * magnitude;
    yield Math.round(seed / 1000) / 10 ** (seed % 5);
  }
}

const digitOptions: NumberDigits[] = [
  {},
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 2 },
];

const sampleDates = [
  ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2025, month, month % 2 ? 1 : 28)).toISOString()),
  '2024-02-29',
  '1999-12-31T23:59:59Z',
  '2000-01-01T00:00:00.000Z',
  '2025-03-09T00:30:00+02:00', // the 8th in UTC
  '2038-01-19T03:14:08Z',
  '2100-10-31',
];

describe('dates and numbers written from the catalog', () => {
  for (const locale of locales) {
    it(`${locale.code}: long dates as Intl writes them in UTC`, async () => {
      const i18n = await i18nOf(locale.code);
      const intl = new Intl.DateTimeFormat([locale.tag, 'en'], { dateStyle: 'long', timeZone: 'UTC' });
      for (const value of sampleDates) expect(formatLongDate(i18n, value), value).toBe(intl.format(new Date(value)));
      expect(formatLongDate(i18n, new Date(Date.UTC(2025, 4, 7)))).toBe(intl.format(Date.UTC(2025, 4, 7)));
    });

    it(`${locale.code}: numbers as Intl writes them`, async () => {
      const i18n = await i18nOf(locale.code);
      for (const options of digitOptions) {
        const intl = new Intl.NumberFormat([locale.tag, 'en'], options);
        for (const value of sampleNumbers())
          expect(formatNumber(i18n, value, options), `${value} ${JSON.stringify(options)}`).toBe(intl.format(value));
      }
    });
  }

  it('writes nothing for a value that is no date, where Intl would throw', async () => {
    const i18n = await i18nOf('cs');
    for (const value of ['', 'soon', '2025-13-45', new Date(Number.NaN)]) expect(formatLongDate(i18n, value)).toBe('');
  });

  it('uses no Intl formatter: the browser would load its ICU data for it', async () => {
    const i18n = await i18nOf('fr_fr');
    const { DateTimeFormat, NumberFormat } = Intl;
    const refuse = () => {
      throw new Error('Intl formatter constructed');
    };
    Object.assign(Intl, { DateTimeFormat: refuse, NumberFormat: refuse });
    try {
      expect(formatLongDate(i18n, '2025-08-15')).toBe('15 août 2025');
      expect(formatNumber(i18n, 1234.5)).toBe('1\u202f234,5');
    } finally {
      Object.assign(Intl, { DateTimeFormat, NumberFormat });
    }
  });
});
