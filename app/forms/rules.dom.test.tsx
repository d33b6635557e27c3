import type { I18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleMessage } from './rule-messages';
import { confirm, field, rules, ruleNames, type Rule, type RuleName } from './rules';
import { validateForm } from './validate';
import { activateLocale, createI18n } from '../i18n/setup';
import { withFormTexts } from './texts-catalog';
import type { LocaleCode } from '../i18n/locales';

// Every product §5 rule (FormKit's names) and its default message, in English and in Czech: the rule fails a value and
// passes another through the same zod schema the worker uses, and the message is rendered into the page.
const catalogs = import.meta.glob<{ messages: Record<string, string> }>('../../locales/*/messages.po');

async function i18nFor(locale: LocaleCode): Promise<I18n> {
  const i18n = createI18n();
  await activateLocale(i18n, locale, async (code) => (await catalogs[`../../locales/${code}/messages.po`]!()).messages);
  await withFormTexts(i18n);
  return i18n;
}

interface RuleCase {
  readonly rule: Rule;
  readonly fails: string;
  readonly passes: string;
  readonly en: string;
  readonly cs: string;
}

const past = '2001-01-01';
const future = '2999-12-31';

const cases: Record<Exclude<RuleName, 'confirm' | 'invalid'>, RuleCase> = {
  required: { rule: rules.required(), fails: '  ', passes: 'x', en: 'Code is required.', cs: 'Pole Kód je povinné.' },
  accepted: { rule: rules.accepted(), fails: '', passes: 'on', en: 'Please accept the Code.', cs: 'Potvrďte prosím Kód.' },
  email: {
    rule: rules.email(),
    fails: 'jana@',
    passes: 'jana@retailer.example',
    en: 'Please enter a valid email address.',
    cs: 'Zadejte platnou e-mailovou adresu.',
  },
  url: {
    rule: rules.url(),
    fails: 'retailer.example',
    passes: 'https://retailer.example/',
    en: 'Please enter a valid URL.',
    cs: 'Zadejte platnou adresu URL.',
  },
  number: { rule: rules.number(), fails: '12a', passes: '12.5', en: 'Code must be a number.', cs: 'Pole Kód musí být číslo.' },
  min: { rule: rules.min(5), fails: '4', passes: '5', en: 'Code must be at least 5.', cs: 'Pole Kód musí být alespoň 5.' },
  max: { rule: rules.max(5), fails: '6', passes: '5', en: 'Code must be no more than 5.', cs: 'Pole Kód smí být nejvýše 5.' },
  length: {
    rule: rules.length(2, 4),
    fails: 'abcde',
    passes: 'abc',
    en: 'Code must be between 2 and 4 characters.',
    cs: 'Pole Kód musí mít 2 až 4 znaků.',
  },
  date_after: {
    rule: rules.date_after('2020-01-01'),
    fails: '2019-12-31',
    passes: '2020-01-02',
    en: 'Code must be after 2020-01-01.',
    cs: 'Pole Kód musí být po 2020-01-01.',
  },
  date_before: {
    rule: rules.date_before('2020-01-01'),
    fails: '2020-01-01',
    passes: '2019-12-31',
    en: 'Code must be before 2020-01-01.',
    cs: 'Pole Kód musí být před 2020-01-01.',
  },
  date_between: {
    rule: rules.date_between('2020-01-01', '2020-12-31'),
    fails: '2021-01-01',
    passes: '2020-06-30',
    en: 'Code must be between 2020-01-01 and 2020-12-31.',
    cs: 'Pole Kód musí být mezi 2020-01-01 a 2020-12-31.',
  },
  date_format: {
    rule: rules.date_format('DD.MM.YYYY'),
    fails: '31.02.2024',
    passes: '29.02.2024',
    en: 'Code is not a valid date, please use the format DD.MM.YYYY.',
    cs: 'Pole Kód neobsahuje platné datum, použijte formát DD.MM.YYYY.',
  },
  alpha: {
    rule: rules.alpha(),
    fails: 'abc1',
    passes: 'Žluťoučký',
    en: 'Code can only contain alphabetical characters.',
    cs: 'Pole Kód smí obsahovat jen písmena.',
  },
  alphanumeric: {
    rule: rules.alphanumeric(),
    fails: 'ab-1',
    passes: 'ab1',
    en: 'Code can only contain letters and numbers.',
    cs: 'Pole Kód smí obsahovat jen písmena a číslice.',
  },
  alpha_spaces: {
    rule: rules.alpha_spaces(),
    fails: 'ab 1',
    passes: 'ab cd',
    en: 'Code can only contain letters and spaces.',
    cs: 'Pole Kód smí obsahovat jen písmena a mezery.',
  },
  contains_alpha: {
    rule: rules.contains_alpha(),
    fails: '123',
    passes: '12a',
    en: 'Code must contain alphabetical characters.',
    cs: 'Pole Kód musí obsahovat písmena.',
  },
  contains_alphanumeric: {
    rule: rules.contains_alphanumeric(),
    fails: '-+-',
    passes: '-1-',
    en: 'Code must contain letters or numbers.',
    cs: 'Pole Kód musí obsahovat písmena nebo číslice.',
  },
  contains_alpha_spaces: {
    rule: rules.contains_alpha_spaces(),
    fails: '12-3',
    passes: '1 2',
    en: 'Code must contain letters or spaces.',
    cs: 'Pole Kód musí obsahovat písmena nebo mezery.',
  },
  contains_lowercase: {
    rule: rules.contains_lowercase(),
    fails: 'ABC',
    passes: 'ABc',
    en: 'Code must contain a lowercase letter.',
    cs: 'Pole Kód musí obsahovat malé písmeno.',
  },
  contains_uppercase: {
    rule: rules.contains_uppercase(),
    fails: 'abc',
    passes: 'aBc',
    en: 'Code must contain an uppercase letter.',
    cs: 'Pole Kód musí obsahovat velké písmeno.',
  },
  contains_numeric: {
    rule: rules.contains_numeric(),
    fails: 'abc',
    passes: 'ab3',
    en: 'Code must contain numbers.',
    cs: 'Pole Kód musí obsahovat číslice.',
  },
  contains_symbol: {
    rule: rules.contains_symbol(),
    fails: 'abc1',
    passes: 'abc!',
    en: 'Code must contain a symbol.',
    cs: 'Pole Kód musí obsahovat symbol.',
  },
  lowercase: {
    rule: rules.lowercase(),
    fails: 'abC',
    passes: 'abč',
    en: 'Code can only contain lowercase letters.',
    cs: 'Pole Kód smí obsahovat jen malá písmena.',
  },
  uppercase: {
    rule: rules.uppercase(),
    fails: 'ABc',
    passes: 'ABČ',
    en: 'Code can only contain uppercase letters.',
    cs: 'Pole Kód smí obsahovat jen velká písmena.',
  },
  symbol: { rule: rules.symbol(), fails: '!a', passes: '!?', en: 'Code must be a symbol.', cs: 'Pole Kód musí být symbol.' },
  starts_with: {
    rule: rules.starts_with('CZ', 'SK'),
    fails: 'DE123',
    passes: 'SK123',
    en: "Code doesn't start with “CZ”, “SK”.",
    cs: 'Pole Kód nezačíná na “CZ”, “SK”.',
  },
  ends_with: { rule: rules.ends_with('.cz'), fails: 'a.de', passes: 'a.cz', en: "Code doesn't end with “.cz”.", cs: 'Pole Kód nekončí na “.cz”.' },
  matches: {
    rule: rules.matches(/^\d{3} \d{2}$/),
    fails: '60200',
    passes: '602 00',
    en: 'Code is not an allowed value.',
    cs: 'Pole Kód nemá povolenou hodnotu.',
  },
  is: {
    rule: rules.is('sales', 'training'),
    fails: 'gossip',
    passes: 'training',
    en: 'Code is not an allowed value.',
    cs: 'Pole Kód nemá povolenou hodnotu.',
  },
  not: { rule: rules.not('admin'), fails: 'admin', passes: 'jana', en: 'Code is not an allowed value.', cs: 'Pole Kód nemá povolenou hodnotu.' },
};

const formOf = (rule: Rule) => ({ fields: ['code'] as const, schema: z.object({ code: field(rule) }) });

function Message({ text }: { text: string }) {
  return (
    <p role="alert" id="code-error">
      {text}
    </p>
  );
}

let english: I18n;
let czech: I18n;
beforeAll(async () => {
  [english, czech] = await Promise.all([i18nFor('default'), i18nFor('cs')]);
});

describe('product §5 rules and their default messages', () => {
  it('covers every rule the rule table names', () => {
    expect(new Set([...Object.keys(cases), 'confirm', 'invalid'])).toEqual(new Set(ruleNames));
  });

  it.each(Object.entries(cases))('%s fails, passes, and says so in English and Czech', (_name, item) => {
    const failed = validateForm(formOf(item.rule), { code: item.fails });
    expect(failed.valid).toBe(false);
    expect(validateForm(formOf(item.rule), { code: item.passes }).valid).toBe(true);
    const error = failed.errors.code!;
    for (const [i18n, label, expected] of [
      [english, 'Code', item.en],
      [czech, 'Kód', item.cs],
    ] as const) {
      const { unmount } = render(<Message text={ruleMessage(i18n, error, label)} />);
      expect(screen.getByRole('alert').textContent).toBe(expected);
      unmount();
    }
  });

  it('skips empty values except for required and accepted (and rules made to run when empty)', () => {
    for (const [name, item] of Object.entries(cases)) {
      const result = validateForm(formOf(item.rule), { code: '' });
      expect(result.valid, name).toBe(name !== 'required' && name !== 'accepted');
    }
  });

  it('length says at least, at most, exactly and between', () => {
    const say = (rule: Rule, value: string, i18n: I18n, label: string) =>
      ruleMessage(i18n, validateForm(formOf(rule), { code: value }).errors.code!, label);
    expect(say(rules.length(3), 'ab', english, 'Code')).toBe('Code must be at least 3 characters.');
    expect(say(rules.length(0, 3), 'abcd', english, 'Code')).toBe('Code must be at most 3 characters.');
    expect(say(rules.length(3, 3), 'ab', english, 'Code')).toBe('Code must be 3 characters long.');
    expect(say(rules.length(3), 'ab', czech, 'Kód')).toBe('Pole Kód musí mít alespoň 3 znaků.');
    expect(say(rules.length(0, 3), 'abcd', czech, 'Kód')).toBe('Pole Kód smí mít nejvýše 3 znaků.');
    expect(say(rules.length(3, 3), 'ab', czech, 'Kód')).toBe('Pole Kód musí mít přesně 3 znaků.');
  });

  it('dates without a bound compare with today', () => {
    const say = (rule: Rule, value: string, i18n: I18n, label: string) =>
      ruleMessage(i18n, validateForm(formOf(rule), { code: value }).errors.code!, label);
    expect(say(rules.date_after(), past, english, 'Code')).toBe('Code must be in the future.');
    expect(say(rules.date_before(), future, english, 'Code')).toBe('Code must be in the past.');
    expect(say(rules.date_after(), past, czech, 'Kód')).toBe('Pole Kód musí být v budoucnosti.');
    expect(say(rules.date_before(), future, czech, 'Kód')).toBe('Pole Kód musí být v minulosti.');
    expect(validateForm(formOf(rules.date_after()), { code: future }).valid).toBe(true);
  });

  it('confirm compares two fields and reports on the confirming one', () => {
    const schema = z
      .object({ password: field(rules.required()), password_confirm: field(rules.required()) })
      .check(confirm('password_confirm', 'password'));
    const form = { fields: ['password', 'password_confirm'] as const, schema };
    const result = validateForm(form, { password: 'secret', password_confirm: 'secrets' });
    expect(result.errors).toEqual({ password_confirm: { rule: 'confirm', args: ['password'] } });
    expect(ruleMessage(english, result.errors.password_confirm!, 'Password confirmation')).toBe('Password confirmation does not match.');
    expect(ruleMessage(czech, result.errors.password_confirm!, 'Potvrzení hesla')).toBe('Pole Potvrzení hesla se neshoduje.');
    expect(validateForm(form, { password: 'secret', password_confirm: 'secret' }).valid).toBe(true);
  });

  it('anything no rule names falls back to "This field is not valid."', () => {
    const result = validateForm(formOf(rules.required()), { code: ['a', 'b'] });
    expect(result.errors).toEqual({ code: { rule: 'invalid' } });
    expect(ruleMessage(english, result.errors.code!, 'Code')).toBe('This field is not valid.');
    expect(ruleMessage(czech, result.errors.code!, 'Kód')).toBe('Toto pole není platné.');
  });
});
