import { parse, useForm, type SubmissionResult } from '@conform-to/react';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { afterNextPaint, isElementNamed, isHtmlElement, whenLoadedAndIdle } from '../dom';
import { botToken, prepareBotCheck } from './bot-check';
import { contactForm } from './contact-form';
import { newsletterForm } from './newsletter-form';
import { isRuleName, type RuleError } from './rules';
import { sendForm } from './send';
import { xsrfTokenOf } from './xsrf-cookie';
import type { FormKind, FormsPageSettings } from './submission';
import { validateForm, type FieldErrors, type FormDefinition } from './validate';
import type { FormPhase } from './view';

/**
 * A form's enhancement (decision 080), loaded when a visitor shows interest in it: Conform runs the form's state
 * (validation on blur, again while typing once shown, debounced; focus on the first invalid field after a submit)
 * with the same zod rules the worker applies, and the form is sent in place with the bot check's token.
 */
const definitions: Readonly<Record<FormKind, FormDefinition<string>>> = { contact: contactForm, newsletter: newsletterForm };

/**
 * product §9 "Form input debounce 20 ms": a field shown once is validated again this long after the last keystroke, not
 * on every one. A blur validates after the browser's next paint, a submit at once (a pending validation is dropped,
 * theirs covers it).
 */
export const formInputDebounceMs = 20;

/** Validations waiting for the typing to pause or for the next paint, per field: how to call each off. */
type PendingValidations = Map<string, () => void>;

/** Drops a field's pending validation, or every one. */
function cancelPending(pending: PendingValidations, name?: string) {
  for (const [field, cancel] of pending) {
    if (name !== undefined && field !== name) continue;
    cancel();
    pending.delete(field);
  }
}

/** Runs a field's validation once `schedule` says, unless it is called off (cancelPending) before. */
function validateLater(pending: PendingValidations, name: string, schedule: (run: () => void) => () => void, validate: () => void) {
  cancelPending(pending, name);
  pending.set(
    name,
    schedule(() => {
      pending.delete(name);
      validate();
    }),
  );
}

const afterTyping = (run: () => void) => {
  const timer = setTimeout(run, formInputDebounceMs);
  return () => clearTimeout(timer);
};

/** Controls whose input is typing (a checkbox or radio is validated on change, at once: product §5 dirty). */
const typedInto = (target: unknown): target is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  (isElementNamed(target, 'input') && target.type !== 'checkbox' && target.type !== 'radio') ||
  isElementNamed(target, 'textarea') ||
  isElementNamed(target, 'select');

// Conform keeps errors as strings: each is a failed rule, as JSON, turned back into a message where it is shown.
const encode = (errors: FieldErrors): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors).flatMap(([name, error]) => (error ? [[name, [JSON.stringify(error)]]] : [])));

function decode(value: string | undefined): RuleError | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(value) as { rule?: unknown; args?: unknown };
    if (!isRuleName(parsed.rule)) return { rule: 'invalid' };
    return Array.isArray(parsed.args) ? { rule: parsed.rule, args: parsed.args as RuleError['args'] } : { rule: parsed.rule };
  } catch {
    return { rule: 'invalid' };
  }
}

export { prepareBotCheck };
/** The rules' messages load with the enhancement; before it, a page shows the worker's wording (FormSubmission.messages). */
export { ruleMessage } from './rule-messages';

/** What the form's markup calls: Conform's submit, and validation of a field whose control is not a native one. */
export interface ControllerHandle {
  submit(event: FormEvent<HTMLFormElement>): void;
  validate(name: string): void;
}

export interface FormControllerProps {
  kind: FormKind;
  formId: string;
  form: RefObject<HTMLFormElement | null>;
  settings: FormsPageSettings | undefined;
  basePath: string;
  locale: string;
  /** Values and errors the page was rendered with (a form posted without JavaScript). */
  initial: { values: Readonly<Record<string, string>>; errors: FieldErrors };
  handle: RefObject<ControllerHandle | null>;
  onErrors(errors: FieldErrors): void;
  onPhase(phase: FormPhase): void;
  /** Sent: the markup starts again from empty fields (product §4 reset). */
  onSent(): void;
}

export function FormController({
  kind,
  formId,
  form: formElement,
  settings,
  basePath,
  locale,
  initial,
  handle,
  onErrors,
  onPhase,
  onSent,
}: FormControllerProps) {
  const definition = definitions[kind];
  // The page's errors, known to Conform without a status: no focus is moved when the enhancement arrives.
  const [lastResult, setLastResult] = useState<SubmissionResult | undefined>(() =>
    Object.keys(initial.errors).length ? { initialValue: { ...initial.values }, error: encode(initial.errors) } : undefined,
  );
  // One idempotency key per submission: kept while the same values are sent again, new after a success or a change.
  const attempt = useRef<{ body: string | null; key: string }>({ body: null, key: settings?.key ?? crypto.randomUUID() });
  const started = useRef(false);
  // The fields validated so far, as Conform counts them (a blur, a validation asked for, a submit; none after a
  // reset): only those are validated again while typing, debounced, since Conform itself re-validates on blur only.
  const validated = useRef(new Set<string>());
  const pending = useRef<PendingValidations>(new Map());
  // The errors of the validation just run: a submit that fails hands them to the form in its own event, together with
  // "Form incomplete", so the form renders once for both (Conform's own report renders this controller after).
  const lastErrors = useRef<FieldErrors>({});

  // The bot check's script goes into the form's own document.
  useEffect(() => prepareBotCheck(settings?.botCheck ?? null, formElement.current?.ownerDocument), [settings?.botCheck, formElement]);

  // The validator's first run compiles its code (the rules, zod's checks): about 10 ms of a submit's tap on a phone
  // slowed 4× (issue 30). It runs once on an empty form while the page is idle, so a submit finds it warm.
  useEffect(() => {
    const view = formElement.current?.ownerDocument.defaultView;
    return view ? whenLoadedAndIdle(view, () => void validateForm(definition, {})) : undefined;
  }, [definition, formElement]);

  async function send(formData: FormData) {
    onPhase('sending');
    const fields: Record<string, string> = {};
    for (const name of definition.fields) {
      const value = formData.get(name);
      if (typeof value === 'string') fields[name] = value;
    }
    const body = JSON.stringify(fields);
    if (attempt.current.body !== null && attempt.current.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    attempt.current.body = body;
    const page = formElement.current?.ownerDocument;
    const token = await botToken(settings?.botCheck ?? null, kind, page);
    const answer = await sendForm(basePath, kind, fields, {
      key: attempt.current.key,
      botToken: token,
      locale,
      xsrf: page ? xsrfTokenOf(page.cookie, settings?.xsrfToken) : settings?.xsrfToken,
    });
    if (answer.status === 'sent') {
      attempt.current = { body: null, key: crypto.randomUUID() };
      // A native reset tells Conform (it listens for it) to forget errors and what was validated.
      formElement.current?.reset();
      onSent();
      onPhase('sent');
      return;
    }
    if (answer.status === 'invalid') {
      setLastResult({ status: 'error', initialValue: fields, error: encode(answer.errors) });
      onPhase('incomplete');
      return;
    }
    onPhase(answer.status);
  }

  const [form, fields] = useForm({
    id: formId,
    lastResult,
    // Validation on blur and while typing is ours (below): Conform's own on blur would run inside the task of the tap
    // that moved focus, a tap on the submit button included, which then validates every field again (issue 30).
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate({ formData }) {
      return parse(formData, {
        resolve(payload) {
          const validation = validateForm(definition, payload);
          lastErrors.current = validation.errors;
          return validation.valid ? { value: validation.values } : { error: encode(validation.errors) };
        },
      });
    },
    onSubmit(event, { formData }) {
      event.preventDefault();
      started.current = true;
      void send(formData);
    },
  });

  const latest = useRef(form);
  latest.current = form;

  // A layout effect: live from the commit that marks the form enhanced, so a field left at once is validated (a passive
  // effect could miss that first blur).
  useLayoutEffect(() => {
    const element = formElement.current;
    if (!element) return;
    const fieldName = (target: unknown) =>
      isHtmlElement(target) && 'name' in target && typeof target.name === 'string' && definition.fields.includes(target.name)
        ? target.name
        : undefined;
    const onInput = (event: Event) => {
      const name = fieldName(event.target);
      if (!name || !typedInto(event.target) || !validated.current.has(name)) return;
      validateLater(pending.current, name, afterTyping, () => latest.current.validate({ name }));
    };
    const onFocusOut = (event: FocusEvent) => {
      const name = fieldName(event.target);
      if (!name) return;
      validated.current.add(name);
      // The paint answering the tap that moved focus comes first; a submit before then validates this field with the rest.
      validateLater(pending.current, name, afterNextPaint, () => latest.current.validate({ name }));
    };
    const onReset = () => {
      cancelPending(pending.current);
      validated.current.clear();
    };
    element.addEventListener('input', onInput);
    element.addEventListener('focusout', onFocusOut);
    element.addEventListener('reset', onReset);
    return () => {
      element.removeEventListener('input', onInput);
      element.removeEventListener('focusout', onFocusOut);
      element.removeEventListener('reset', onReset);
      cancelPending(pending.current);
    };
  }, [formElement, definition]);

  handle.current = {
    submit(event) {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const intent = submitter?.getAttribute('name') === '__intent__';
      // A submit (not a validation Conform asks for through a submit of its own) validates every field at once.
      if (!intent) {
        cancelPending(pending.current);
        for (const name of definition.fields) validated.current.add(name);
      }
      started.current = false;
      form.onSubmit(event);
      if (!intent && event.defaultPrevented && !started.current) {
        onErrors(lastErrors.current);
        onPhase('incomplete');
      }
    },
    validate(name) {
      cancelPending(pending.current, name);
      validated.current.add(name);
      form.validate({ name });
    },
  };

  const errors: FieldErrors = {};
  for (const name of definition.fields) {
    const error = decode(fields[name]?.errors?.[0]);
    if (error) errors[name] = error;
  }
  const signature = JSON.stringify(errors);
  // Reported before the paint (a layout effect: the form renders them in the same task), so the paint that answers a
  // submit shows the fields' errors with "Form incomplete"; from a passive effect they came two frames later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported when the errors change, compared by value
  useLayoutEffect(() => onErrors(JSON.parse(signature) as FieldErrors), [signature]);
  return null;
}
