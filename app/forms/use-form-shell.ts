import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { isHtmlElement } from '../dom';
import type { ControllerHandle } from './enhance';
import { useEnhancement } from './enhancement';
import { useFormsPageSettings } from './page-settings';
import type { FormKind } from './submission';
import type { FieldErrors } from './validate';
import { initialValues, initialView, type FormPhase } from './view';

/**
 * A form's state around its markup, shared by the contact form and the newsletter sign-up: what the page was
 * rendered with (a post without JavaScript), the enhancement once loaded, and focus after a submit (the first invalid
 * field, or the confirmation).
 */
export function useFormShell(kind: FormKind) {
  const settings = useFormsPageSettings();
  const submission = settings?.submission;
  const [errors, setErrors] = useState<FieldErrors>(() => initialView(kind, submission).errors);
  const shownErrors = useRef(errors);
  shownErrors.current = errors;
  const [phase, setPhase] = useState<FormPhase>(() => initialView(kind, submission).phase);
  // Remounting the fields (a new generation) with empty defaults is the reset after a success.
  const [generation, setGeneration] = useState(0);
  const [defaults, setDefaults] = useState(() => initialValues(kind, submission));
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const handle = useRef<ControllerHandle | null>(null);
  const focusNext = useRef<FormPhase | null>(null);
  const enhancement = useEnhancement(form);
  // The same function from render to render: a control that validates on change renders again only when it changes.
  const validate = useCallback((name: string) => handle.current?.validate(name), []);

  const changePhase = (next: FormPhase) => {
    if (next === 'incomplete' || next === 'sent') focusNext.current = next;
    setPhase(next);
  };

  useEffect(() => {
    // Once every error is fixed, "Form incomplete" has nothing left to say.
    if (phase === 'incomplete' && Object.keys(errors).length === 0 && focusNext.current === null) setPhase('idle');
    const wanted = focusNext.current;
    if (!wanted || (wanted === 'incomplete' && Object.keys(errors).length === 0)) return;
    focusNext.current = null;
    if (wanted === 'sent') {
      status.current?.focus();
      return;
    }
    // Conform focuses the first invalid control it can; a custom control (the topic's button) needs this.
    const active = form.current?.ownerDocument.activeElement;
    if (isHtmlElement(active) && active.getAttribute('aria-invalid') === 'true' && form.current?.contains(active)) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [phase, errors]);

  return {
    kind,
    formId: `${kind}-form`,
    settings,
    errors,
    /** The worker's wording of the page's errors (a form posted without JavaScript). */
    messages: submission?.form === kind ? (submission.messages ?? {}) : {},
    phase,
    defaults,
    generation,
    form,
    status,
    handle,
    enhancement,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      // One submission at a time: the button stays focusable (aria-disabled) while it is under way.
      if (phase === 'sending') event.preventDefault();
      else handle.current?.submit(event);
    },
    validate,
    controller: {
      // The same errors again (the submit's, then Conform's report of them) render nothing, not even a bail-out.
      onErrors: (next: FieldErrors) => {
        if (!sameErrors(shownErrors.current, next)) setErrors(next);
      },
      onPhase: changePhase,
      onSent: () => {
        setDefaults({});
        setGeneration((value) => value + 1);
      },
      initial: { values: initialValues(kind, submission), errors: initialView(kind, submission).errors },
    },
  };
}

export type FormShell = ReturnType<typeof useFormShell>;

/** Whether two sets of field errors say the same, whatever the order of their fields. */
function sameErrors(a: FieldErrors, b: FieldErrors): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => JSON.stringify(a[name]) === JSON.stringify(b[name]));
}
