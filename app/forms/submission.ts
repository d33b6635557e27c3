import type { FieldErrors } from './validate';

/** The site's two forms (product §1): the contact form on the contacts screen, the newsletter sign-up in the footer. */
export const formKinds = ['contact', 'newsletter'] as const;
export type FormKind = (typeof formKinds)[number];
export const isFormKind = (value: unknown): value is FormKind => typeof value === 'string' && (formKinds as readonly string[]).includes(value);

/**
 * What became of a submission, as the worker answers it (`/api/forms/*` JSON, or the page rendered after a form was
 * posted without JavaScript): sent; invalid (field errors); rate-limited; rejected (the bot check or the anti-forgery
 * token failed); unavailable (the App API or its token failed: nothing was saved, send again); refused (the App API
 * refused what passed the site's own rules, an App API 400: most likely its contract and ours differ).
 */
export const submissionStatuses = ['sent', 'invalid', 'rate-limited', 'rejected', 'unavailable', 'refused'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];
export const isSubmissionStatus = (value: unknown): value is SubmissionStatus =>
  typeof value === 'string' && (submissionStatuses as readonly string[]).includes(value);

/** The outcome of a form posted without JavaScript, rendered with the page it was posted to. */
export interface FormSubmission {
  readonly form: FormKind;
  readonly status: SubmissionStatus;
  readonly errors?: FieldErrors;
  /**
   * The errors in words, in the page's language: the worker words them, so the page shows them without the rules'
   * messages in its script (they load with the enhancement).
   */
  readonly messages?: Readonly<Record<string, string>>;
  /** What the visitor typed, shown again unless it was sent. */
  readonly values?: Readonly<Record<string, string>>;
}

/** Names of the fields every form carries besides its own: none of them is trusted, each is checked. */
export const metaFields = {
  /** Which form was posted. */
  form: '_form',
  /** The anti-forgery token (the header's stand-in for a form posted without JavaScript). */
  xsrf: '_xsrf',
  /** The submission's idempotency key: a retry of the same submission is not saved twice. */
  key: '_key',
  /**
   * When the page was rendered, signed for the form, the visitor and the page's key, and good once: a form posted
   * without JavaScript (no bot-check token) must take a moment, and a stamp cannot be sent again (decision 107).
   */
  stamp: '_t',
  /** Left empty by people (hidden from them); bots fill it in. */
  honeypot: '_hp',
  /** The page's locale variant, for the language sent to the App API. */
  locale: '_locale',
  /** The bot check's token (with JavaScript only). */
  botToken: '_bot',
} as const;

/** An idempotency key as the page makes them (crypto.randomUUID). */
export const isIdempotencyKey = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{8,100}$/.test(value);

/** What the browser needs to enhance and send the page's forms, from the worker with the page (router context). */
export interface FormsPageSettings {
  readonly xsrfToken: string;
  /** Each form's stamp (`_t`), bound to that form and to `key`. */
  readonly stamps: Readonly<Record<FormKind, string>>;
  /**
   * The idempotency key of the page's first submission: a fresh one, or after a post without JavaScript that was not
   * sent, that post's key (decision 084). The browser makes a new one after each success.
   */
  readonly key: string;
  /** product §7 bot check; null when it is off. */
  readonly botCheck: { readonly siteKey: string; readonly scriptUrl: string } | null;
  readonly submission?: FormSubmission;
}
