import type { FormKind, FormSubmission } from './submission';
import type { FieldErrors } from './validate';

/**
 * What a form shows besides its fields (product §4 form states): nothing yet; sending; sent (the form was reset);
 * incomplete (a submit with errors); or why it was not sent, with every value kept.
 */
export type FormPhase = 'idle' | 'sending' | 'sent' | 'incomplete' | 'rate-limited' | 'rejected' | 'unavailable' | 'refused';

export interface FormView {
  readonly phase: FormPhase;
  readonly errors: FieldErrors;
}

/** The view a page starts with: a submission's outcome when the page answers a form posted without JavaScript. */
export function initialView(kind: FormKind, submission: FormSubmission | undefined): FormView {
  if (submission?.form !== kind) return { phase: 'idle', errors: {} };
  return { phase: submission.status === 'invalid' ? 'incomplete' : submission.status, errors: submission.errors ?? {} };
}

/** The values a form starts with: what was posted, unless it was sent. */
export function initialValues(kind: FormKind, submission: FormSubmission | undefined): Readonly<Record<string, string>> {
  return submission?.form === kind && submission.status !== 'sent' ? (submission.values ?? {}) : {};
}
