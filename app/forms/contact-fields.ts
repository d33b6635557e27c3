// The contact form's fields and choices, without its schema: the markup (in every page's footer and on the contacts
// screen) needs these, and must not bring zod with it (zod loads with the forms' enhancement, decision 080).

/** Topics a visitor can write about (labels in app/forms/contact-texts.ts). */
export const contactTopics = ['general', 'sales', 'after-sales', 'marketing', 'training', 'technical'] as const;
export type ContactTopic = (typeof contactTopics)[number];

/**
 * Markets the brand's retailers and importers work in (ISO 3166-1 alpha-2, as the sign-in provider's user info
 * names a country); their names come from the browser's and the worker's Intl in the page's language.
 */
export const markets = [
  'AT',
  'BE',
  'BG',
  'CH',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;
export type Market = (typeof markets)[number];
export const isMarket = (value: unknown): value is Market => typeof value === 'string' && (markets as readonly string[]).includes(value);

export const contactFields = ['name', 'email', 'company', 'market', 'topic', 'message', 'consent'] as const;
export type ContactField = (typeof contactFields)[number];

/** Longest accepted values: the App API's own limits (emulator/app-api/routes.ts) and RFC 5321's address length. */
export const contactLimits = { name: 200, email: 254, company: 200, message: 5000, messageMinimum: 10 } as const;
