import type * as z from 'zod/mini';
import { isRuleName, type RuleArg, type RuleError } from './rules';

export type FieldErrors<Name extends string = string> = Partial<Record<Name, RuleError>>;

export interface Validation<Name extends string> {
  /** Every field as text, for showing the form again (a value that is not text shows as empty). */
  readonly values: Record<Name, string>;
  /** The first failed rule of each invalid field; empty when the form is valid. */
  readonly errors: FieldErrors<Name>;
  readonly valid: boolean;
}

/** A form's fields and its zod schema; the worker and the browser validate with the same one. */
export interface FormDefinition<Name extends string> {
  readonly fields: readonly Name[];
  readonly schema: z.ZodMiniType<Record<Name, string>, unknown>;
}

function ruleErrorOf(issue: z.core.$ZodIssue): RuleError {
  const params = issue.code === 'custom' ? (issue.params as { rule?: unknown; args?: unknown } | undefined) : undefined;
  if (!isRuleName(params?.rule)) return { rule: 'invalid' };
  const args = Array.isArray(params.args) ? params.args.filter((arg): arg is RuleArg => typeof arg === 'string' || typeof arg === 'number') : [];
  return args.length ? { rule: params.rule, args } : { rule: params.rule };
}

/**
 * Validates what a form sent (FormData entries, or a JSON body) against its definition. Only the form's own fields
 * are read; a missing field counts as empty (an unticked checkbox sends nothing), anything else that is not text
 * fails with the fallback rule.
 */
export function validateForm<Name extends string>(form: FormDefinition<Name>, raw: Readonly<Record<string, unknown>>): Validation<Name> {
  const input: Record<string, unknown> = {};
  const values = {} as Record<Name, string>;
  for (const name of form.fields) {
    const value = Object.hasOwn(raw, name) ? raw[name] : undefined;
    input[name] = value === undefined || value === null ? '' : value;
    values[name] = typeof value === 'string' ? value : '';
  }
  const result = form.schema.safeParse(input);
  const errors: FieldErrors<Name> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && (form.fields as readonly string[]).includes(name) && !errors[name as Name])
      errors[name as Name] = ruleErrorOf(issue);
  }
  return { values, errors, valid: result.success };
}

/** The entries of a FormData as one value per name (the last wins, as a browser's single-valued control sends one). */
export function entriesOf(data: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of data) out[name] = typeof value === 'string' ? value : undefined;
  return out;
}
