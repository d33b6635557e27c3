import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RuleError } from './rules';

/**
 * product §5's default messages (FormKit's English defaults), translated through Lingui. `name` is the field's label
 * (`{Name}` in the spec: it starts the sentence); `list` joins a rule's values.
 */
const messages = {
  required: (name: string) => msg({ id: 'form.rule.required', message: `${name} is required.` }),
  accepted: (name: string) => msg({ id: 'form.rule.accepted', message: `Please accept the ${name}.` }),
  email: () => msg({ id: 'form.rule.email', message: 'Please enter a valid email address.' }),
  url: () => msg({ id: 'form.rule.url', message: 'Please enter a valid URL.' }),
  number: (name: string) => msg({ id: 'form.rule.number', message: `${name} must be a number.` }),
  min: (name: string, min: string) => msg({ id: 'form.rule.min', message: `${name} must be at least ${min}.` }),
  max: (name: string, max: string) => msg({ id: 'form.rule.max', message: `${name} must be no more than ${max}.` }),
  lengthAtLeast: (name: string, min: string) => msg({ id: 'form.rule.length.atLeast', message: `${name} must be at least ${min} characters.` }),
  lengthAtMost: (name: string, max: string) => msg({ id: 'form.rule.length.atMost', message: `${name} must be at most ${max} characters.` }),
  lengthExactly: (name: string, length: string) => msg({ id: 'form.rule.length.exactly', message: `${name} must be ${length} characters long.` }),
  lengthBetween: (name: string, min: string, max: string) =>
    msg({ id: 'form.rule.length.between', message: `${name} must be between ${min} and ${max} characters.` }),
  confirm: (name: string) => msg({ id: 'form.rule.confirm', message: `${name} does not match.` }),
  dateAfter: (name: string, date: string) => msg({ id: 'form.rule.dateAfter', message: `${name} must be after ${date}.` }),
  dateAfterToday: (name: string) => msg({ id: 'form.rule.dateAfter.today', message: `${name} must be in the future.` }),
  dateBefore: (name: string, date: string) => msg({ id: 'form.rule.dateBefore', message: `${name} must be before ${date}.` }),
  dateBeforeToday: (name: string) => msg({ id: 'form.rule.dateBefore.today', message: `${name} must be in the past.` }),
  dateBetween: (name: string, first: string, last: string) =>
    msg({ id: 'form.rule.dateBetween', message: `${name} must be between ${first} and ${last}.` }),
  dateFormat: (name: string, format: string) =>
    msg({ id: 'form.rule.dateFormat', message: `${name} is not a valid date, please use the format ${format}.` }),
  alpha: (name: string) => msg({ id: 'form.rule.alpha', message: `${name} can only contain alphabetical characters.` }),
  alphanumeric: (name: string) => msg({ id: 'form.rule.alphanumeric', message: `${name} can only contain letters and numbers.` }),
  alphaSpaces: (name: string) => msg({ id: 'form.rule.alphaSpaces', message: `${name} can only contain letters and spaces.` }),
  containsAlpha: (name: string) => msg({ id: 'form.rule.containsAlpha', message: `${name} must contain alphabetical characters.` }),
  containsAlphanumeric: (name: string) => msg({ id: 'form.rule.containsAlphanumeric', message: `${name} must contain letters or numbers.` }),
  containsAlphaSpaces: (name: string) => msg({ id: 'form.rule.containsAlphaSpaces', message: `${name} must contain letters or spaces.` }),
  containsLowercase: (name: string) => msg({ id: 'form.rule.containsLowercase', message: `${name} must contain a lowercase letter.` }),
  containsUppercase: (name: string) => msg({ id: 'form.rule.containsUppercase', message: `${name} must contain an uppercase letter.` }),
  containsNumeric: (name: string) => msg({ id: 'form.rule.containsNumeric', message: `${name} must contain numbers.` }),
  containsSymbol: (name: string) => msg({ id: 'form.rule.containsSymbol', message: `${name} must contain a symbol.` }),
  lowercase: (name: string) => msg({ id: 'form.rule.lowercase', message: `${name} can only contain lowercase letters.` }),
  uppercase: (name: string) => msg({ id: 'form.rule.uppercase', message: `${name} can only contain uppercase letters.` }),
  symbol: (name: string) => msg({ id: 'form.rule.symbol', message: `${name} must be a symbol.` }),
  startsWith: (name: string, list: string) => msg({ id: 'form.rule.startsWith', message: `${name} doesn't start with ${list}.` }),
  endsWith: (name: string, list: string) => msg({ id: 'form.rule.endsWith', message: `${name} doesn't end with ${list}.` }),
  matches: (name: string) => msg({ id: 'form.rule.matches', message: `${name} is not an allowed value.` }),
  is: (name: string) => msg({ id: 'form.rule.is', message: `${name} is not an allowed value.` }),
  not: (name: string) => msg({ id: 'form.rule.not', message: `${name} is not an allowed value.` }),
  invalid: () => msg({ id: 'form.rule.invalid', message: 'This field is not valid.' }),
};

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** The message of a failed rule for the field labelled `name`, in the active language. */
export function ruleMessage(i18n: I18n, error: RuleError, name: string): string {
  const [first, second] = error.args ?? [];
  const list = (error.args ?? []).map((arg) => `“${arg}”`).join(', ');
  const descriptor = (() => {
    switch (error.rule) {
      case 'required':
        return messages.required(name);
      case 'accepted':
        return messages.accepted(name);
      case 'email':
        return messages.email();
      case 'url':
        return messages.url();
      case 'number':
        return messages.number(name);
      case 'min':
        return messages.min(name, text(first));
      case 'max':
        return messages.max(name, text(first));
      case 'length': {
        const min = Number(first ?? 0);
        if (second === undefined) return messages.lengthAtLeast(name, text(first));
        if (min === 0) return messages.lengthAtMost(name, text(second));
        if (min === Number(second)) return messages.lengthExactly(name, text(first));
        return messages.lengthBetween(name, text(first), text(second));
      }
      case 'confirm':
        return messages.confirm(name);
      case 'date_after':
        return first === undefined ? messages.dateAfterToday(name) : messages.dateAfter(name, text(first));
      case 'date_before':
        return first === undefined ? messages.dateBeforeToday(name) : messages.dateBefore(name, text(first));
      case 'date_between':
        return messages.dateBetween(name, text(first), text(second));
      case 'date_format':
        return messages.dateFormat(name, text(first));
      case 'alpha':
        return messages.alpha(name);
      case 'alphanumeric':
        return messages.alphanumeric(name);
      case 'alpha_spaces':
        return messages.alphaSpaces(name);
      case 'contains_alpha':
        return messages.containsAlpha(name);
      case 'contains_alphanumeric':
        return messages.containsAlphanumeric(name);
      case 'contains_alpha_spaces':
        return messages.containsAlphaSpaces(name);
      case 'contains_lowercase':
        return messages.containsLowercase(name);
      case 'contains_uppercase':
        return messages.containsUppercase(name);
      case 'contains_numeric':
        return messages.containsNumeric(name);
      case 'contains_symbol':
        return messages.containsSymbol(name);
      case 'lowercase':
        return messages.lowercase(name);
      case 'uppercase':
        return messages.uppercase(name);
      case 'symbol':
        return messages.symbol(name);
      case 'starts_with':
        return messages.startsWith(name, list);
      case 'ends_with':
        return messages.endsWith(name, list);
      case 'matches':
        return messages.matches(name);
      case 'is':
        return messages.is(name);
      case 'not':
        return messages.not(name);
      case 'invalid':
        return messages.invalid();
    }
  })();
  return i18n._(descriptor);
}
