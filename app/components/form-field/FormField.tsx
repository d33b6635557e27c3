import { useLingui } from '@lingui/react';
import { memo, useCallback, useLayoutEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { contactLimits } from '../../forms/contact-fields';
import { formTexts } from '../../forms/texts';
import type { FormShell } from '../../forms/use-form-shell';
import type { FormPhase } from '../../forms/view';
import { useGuardPage } from '../../guards/useGuardPage';
import { useCurrentLocale } from '../../i18n/useCurrentScreen';
import './form-field.css';

/**
 * An `<input>` that renders again only when its own props change. React sets an input's `name` again on every update
 * of it, and Conform's observer answers each such change by reading the whole form again (a `FormData` and a state
 * update that renders the form once more: about 30 ms of a tap at a 4× slowed phone, issue 30). A submit that shows
 * one error would otherwise touch every input of the form, the hidden ones included.
 */
export const Input = memo(function Input(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} />;
});

/** Sets or removes an attribute, leaving the element alone when it already says so. */
function writeAttribute(element: Element, name: string, value: string | undefined) {
  if (value === undefined) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** What a field's control needs: its id and name, and its validity and description for assistive technology. */
export interface ControlProps {
  id: string;
  name: string;
  required?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  shell: FormShell;
  name: string;
  /** The label; a checkbox's may hold a link (the privacy policy). */
  label: ReactNode;
  /** The field's name in messages ("{Name} is required."); the label when that is text. */
  messageName?: string;
  required?: boolean;
  description?: string;
  /** A checkbox: the control comes first, its label beside it. */
  inline?: boolean;
  /** A control that is not a native one (its label is text, not a `<label>`). */
  custom?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/**
 * One form field: label, optional description, the control, and its error. The error is tied to the control
 * (`aria-invalid`, `aria-describedby`) and sits in a polite live region, so a message shown on blur is announced.
 */
export function FormField({ shell, name, label, messageName, required, description, inline, custom, children }: FormFieldProps) {
  const { i18n } = useLingui();
  const id = `${shell.formId}-${name}`;
  const error = shell.errors[name];
  // Worded by the enhancement's messages once loaded; before that, as the worker worded the page's errors.
  const text = error
    ? shell.enhancement
      ? shell.enhancement.ruleMessage(i18n, error, messageName ?? (typeof label === 'string' ? label : ''))
      : (shell.messages[name] ?? '')
    : '';
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ');
  // The control's props keep what the first render showed (the worker's errors after a post without JavaScript), so
  // hydration matches and the control never renders again for an error; a later error is written on the element
  // itself. React sets an input's `name` again on every update of it, and Conform's observer answers each such change
  // by reading the whole form: a `FormData` right after a commit, 15–20 ms of a submit's tap at 4× (issue 30).
  const [first] = useState(() => ({ invalid: Boolean(error), describedBy }));
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Every commit: the control itself may have been replaced (the topic's select by the site's dropdown).
    const element = box.current?.ownerDocument.getElementById(id);
    if (!element) return;
    writeAttribute(element, 'aria-invalid', error ? 'true' : undefined);
    writeAttribute(element, 'aria-describedby', describedBy || undefined);
  });
  const control = children({
    id,
    name,
    ...(required ? { required: true } : {}),
    ...(first.invalid ? { 'aria-invalid': true } : {}),
    ...(first.describedBy ? { 'aria-describedby': first.describedBy } : {}),
  });
  const labelContent = (
    <>
      {label}
      {required && (
        <span className="form-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  );
  const labelElement = custom ? (
    <span className="form-field__label" id={`${id}-label`}>
      {labelContent}
    </span>
  ) : (
    <label className="form-field__label" htmlFor={id}>
      {labelContent}
    </label>
  );
  return (
    <div ref={box} className={`form-field${inline ? ' form-field--inline' : ''}${error ? ' form-field--invalid' : ''}`}>
      {inline ? (
        <div className="form-field__row">
          {control}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {description && (
            <p className="form-field__description" id={descriptionId}>
              {description}
            </p>
          )}
          {control}
        </>
      )}
      <p className="form-field__error" id={errorId} aria-live="polite">
        {text}
      </p>
    </div>
  );
}

/** The hidden fields every form posts (app/forms/submission.ts `metaFields`), and the honeypot people never see. */
export function FormMeta({ shell }: { shell: FormShell }) {
  const { settings, kind } = shell;
  return (
    <>
      <Input type="hidden" name="_form" value={kind} />
      <Input type="hidden" name="_xsrf" value={settings?.xsrfToken ?? ''} />
      <Input type="hidden" name="_key" value={settings?.key ?? ''} />
      <Input type="hidden" name="_t" value={settings?.stamps[kind] ?? ''} />
      <div className="form__trap">
        <label>
          Website
          <Input name="_hp" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

const failures: Partial<Record<FormPhase, 'unavailable' | 'rateLimited' | 'rejected' | 'refused'>> = {
  unavailable: 'unavailable',
  refused: 'refused',
  'rate-limited': 'rateLimited',
  rejected: 'rejected',
};

/**
 * The form's state in words (product §4, §5): sending and sent in a polite status region (focused after a success),
 * "Form incomplete." and why a submission failed in an alert.
 */
export function FormStatus({ shell, sent }: { shell: FormShell; sent: string }) {
  const { i18n } = useLingui();
  const failure = failures[shell.phase];
  return (
    <>
      <div className="form__status" role="status" ref={shell.status} tabIndex={-1} data-phase={shell.phase}>
        {shell.phase === 'sending' ? i18n._(formTexts.sending) : shell.phase === 'sent' ? sent : ''}
      </div>
      <div className="form__alert" role="alert">
        {shell.phase === 'incomplete' && (
          <p className="form__message form__message--error">
            <strong>{i18n._(formTexts.incompleteTitle)}</strong> {i18n._(formTexts.incompleteText)}
          </p>
        )}
        {failure && <p className="form__message form__message--error">{i18n._(formTexts[failure])}</p>}
      </div>
    </>
  );
}

/**
 * Google's notice, required when its badge is hidden (product §9: badge hidden, size invisible); only while the bot
 * check is on. The links are placed where the translation puts `{privacy}` and `{terms}`.
 */
export function BotNotice({ shell }: { shell: FormShell }) {
  const { i18n } = useLingui();
  if (!shell.settings?.botCheck) return null;
  const links: Record<string, ReactNode> = {
    privacy: (
      <a key="privacy" href="https://policies.google.com/privacy" rel="noopener noreferrer" target="_blank">
        {i18n._(formTexts.botNoticePrivacy)}
      </a>
    ),
    terms: (
      <a key="terms" href="https://policies.google.com/terms" rel="noopener noreferrer" target="_blank">
        {i18n._(formTexts.botNoticeTerms)}
      </a>
    ),
  };
  return <p className="form__notice">{withLinks(i18n._(formTexts.botNotice('\u0000privacy\u0000', '\u0000terms\u0000')), links)}</p>;
}

/** A translated sentence with `\u0000name\u0000` markers replaced by elements (links inside a message). */
export function withLinks(text: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text.split('\u0000').map((piece, index) => (index % 2 === 1 ? (parts[piece] ?? piece) : piece));
}

/**
 * The end of a form, the same for every form: its state in words, the submit button (focusable while sending, so
 * `aria-disabled`), Google's notice, and the enhancement's controller once loaded (app/forms/enhancement.ts).
 */
export function FormEnd({ shell, sent, submit, submitClassName }: { shell: FormShell; sent: string; submit: string; submitClassName?: string }) {
  const locale = useCurrentLocale();
  const basePath = useGuardPage()?.config.basePath ?? '';
  const { enhancement } = shell;
  return (
    <>
      <FormStatus shell={shell} sent={sent} />
      <div className="form__actions">
        <button
          type="submit"
          className={`form__submit${submitClassName ? ` ${submitClassName}` : ''}`}
          aria-disabled={shell.phase === 'sending' || undefined}
        >
          {submit}
        </button>
      </div>
      <BotNotice shell={shell} />
      {enhancement && (
        <enhancement.FormController
          kind={shell.kind}
          formId={shell.formId}
          form={shell.form}
          settings={shell.settings}
          basePath={basePath}
          locale={locale.code}
          handle={shell.handle}
          {...shell.controller}
        />
      )}
    </>
  );
}

/**
 * A form of the site: posted to its page without script (decision 081), sent in place by its shell once enhanced; its
 * hidden fields, its fields (remounted empty after a success), then its end.
 */
export function FormFrame({
  shell,
  titleId,
  fieldsClassName,
  end,
  children,
}: {
  shell: FormShell;
  titleId: string;
  fieldsClassName: string;
  end: Omit<Parameters<typeof FormEnd>[0], 'shell'>;
  children: ReactNode;
}) {
  return (
    <form
      ref={shell.form}
      id={shell.formId}
      className={`form form--${shell.kind}`}
      method="post"
      action={`#${shell.formId}`}
      noValidate
      aria-labelledby={titleId}
      onSubmit={shell.onSubmit}
      data-enhanced={shell.enhancement ? 'true' : undefined}
    >
      <FormMeta shell={shell} />
      <div className={fieldsClassName} key={shell.generation}>
        {children}
      </div>
      <FormEnd shell={shell} {...end} />
    </form>
  );
}

/** The e-mail field both forms ask for. */
export function EmailField({ shell, value }: { shell: FormShell; value?: string }) {
  const { i18n } = useLingui();
  return (
    <FormField shell={shell} name="email" label={i18n._(formTexts.email)} required>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          maxLength={contactLimits.email}
          defaultValue={value ?? ''}
        />
      )}
    </FormField>
  );
}

/** The consent checkbox both forms end with; its label holds the link to the privacy page. */
export function ConsentField({ shell, label, messageName, checked }: { shell: FormShell; label: ReactNode; messageName: string; checked: boolean }) {
  const { validate } = shell;
  const validateConsent = useCallback(() => validate('consent'), [validate]);
  return (
    <FormField shell={shell} name="consent" label={label} messageName={messageName} required inline>
      {(control) => (
        // product §5: a checkbox's error shows once it is changed (dirty), not on blur.
        <Input {...control} type="checkbox" defaultChecked={checked} onChange={validateConsent} />
      )}
    </FormField>
  );
}
