import { isRuleName, type RuleError } from './rules';
import { isSubmissionStatus, metaFields, type FormKind, type SubmissionStatus } from './submission';
import type { FieldErrors } from './validate';

export interface SendAnswer {
  readonly status: SubmissionStatus;
  readonly errors: FieldErrors;
}

function errorsOf(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  const errors: Record<string, RuleError> = {};
  for (const [name, error] of Object.entries(value)) {
    const rule: unknown = (error as { rule?: unknown } | null)?.rule;
    const args: unknown = (error as { args?: unknown } | null)?.args;
    if (isRuleName(rule))
      errors[name] = Array.isArray(args) ? { rule, args: args.filter((arg) => typeof arg === 'string' || typeof arg === 'number') } : { rule };
  }
  return errors;
}

/**
 * Sends a form in place: POST /api/forms/{kind} as JSON with the anti-forgery header. No answer at all counts as
 * unavailable; the form keeps its values either way.
 */
export async function sendForm(
  basePath: string,
  kind: FormKind,
  fields: Readonly<Record<string, string>>,
  extra: { key: string; botToken: string | undefined; locale: string; xsrf: string | undefined },
  fetcher: typeof fetch = fetch,
): Promise<SendAnswer> {
  const body = {
    ...fields,
    [metaFields.key]: extra.key,
    [metaFields.locale]: extra.locale,
    ...(extra.botToken ? { [metaFields.botToken]: extra.botToken } : {}),
  };
  try {
    const response = await fetcher(`${basePath}/api/forms/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(extra.xsrf ? { 'X-XSRF-TOKEN': extra.xsrf } : {}) },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const answer = (await response.json().catch(() => undefined)) as { status?: unknown; errors?: unknown } | undefined;
    if (isSubmissionStatus(answer?.status)) return { status: answer.status, errors: errorsOf(answer.errors) };
    // An anti-forgery refusal (403 without a status) is the same to the visitor as a failed bot check.
    return { status: response.status === 403 ? 'rejected' : 'unavailable', errors: {} };
  } catch {
    return { status: 'unavailable', errors: {} };
  }
}
