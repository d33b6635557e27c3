import { useFormTexts } from '../../forms/texts-catalog';
import { useEffect, useMemo, useRef, useState } from 'react';
import { contactLimits, contactTopics, isMarket, markets } from '../../forms/contact-fields';
import { contactTexts, topicTexts } from '../../forms/contact-texts';
import { formTexts, privacyPolicySlug } from '../../forms/texts';
import { useFormShell } from '../../forms/use-form-shell';
import { useGuardPage } from '../../guards/useGuardPage';
import { localePath } from '../../i18n/paths';
import { useCurrentLocale } from '../../i18n/useCurrentScreen';
import { DropdownSelect } from '../dropdown-select/DropdownSelect';
import { ConsentField, EmailField, FormField, FormFrame, Input, withLinks } from '../form-field/FormField';
import { NavLink } from '../header/NavLink';

/** Market names in the page's language, sorted as that language sorts them. */
function marketOptions(tag: string) {
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  return markets.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, tag));
}

/**
 * The contact form of the contacts screen (issue 16): name, e-mail, company, market (the signed-in user's country
 * preselected), topic, message and consent. A real form posted to its page without JavaScript; enhanced on interest
 * (app/forms/enhancement.ts): validation on blur, sent in place, the topic in the site's dropdown select.
 */
export function ContactForm() {
  const i18n = useFormTexts();
  const locale = useCurrentLocale();
  const shell = useFormShell('contact');
  const { formId, errors, defaults, enhancement } = shell;
  const userCountry = useGuardPage()?.user?.country?.toUpperCase();
  const defaultMarket = defaults.market ?? (isMarket(userCountry) ? userCountry : '');
  const [topic, setTopic] = useState(defaults.topic ?? '');
  // Once per language: the names and their sorting are ICU's work, which a render for an error message need not repeat.
  const marketList = useMemo(() => marketOptions(locale.tag), [locale.tag]);
  const topicOptions = contactTopics.map((value) => ({ value, label: i18n._(topicTexts[value]) }));
  const privacy = (
    <NavLink key="privacy" href={localePath(locale.code, 'articles-slug', privacyPolicySlug)}>
      {i18n._(formTexts.privacyPolicy)}
    </NavLink>
  );
  const titleId = `${formId}-title`;
  // The dropdown select is a button and a listbox: the topic is validated when focus leaves both (product §5 on blur).
  const topicBox = useRef<HTMLDivElement>(null);
  const validateTopic = useRef(shell.validate);
  validateTopic.current = shell.validate;
  useEffect(() => {
    const box = topicBox.current;
    if (!box || !enhancement) return;
    const onFocusOut = (event: FocusEvent) => {
      if (!box.contains(event.relatedTarget as Node | null)) validateTopic.current('topic');
    };
    box.addEventListener('focusout', onFocusOut);
    return () => box.removeEventListener('focusout', onFocusOut);
  }, [enhancement]);

  return (
    <section className="form-section" aria-labelledby={titleId}>
      <h2 className="form-section__title" id={titleId}>
        {i18n._(contactTexts.title)}
      </h2>
      <p className="form__note">{i18n._(formTexts.requiredNote)}</p>
      <FormFrame
        shell={shell}
        titleId={titleId}
        fieldsClassName="form__fields form__fields--two"
        end={{ sent: i18n._(contactTexts.sent), submit: i18n._(contactTexts.send) }}
      >
        <FormField shell={shell} name="name" label={i18n._(contactTexts.name)} required>
          {(control) => <Input {...control} type="text" autoComplete="name" maxLength={contactLimits.name} defaultValue={defaults.name ?? ''} />}
        </FormField>
        <EmailField shell={shell} value={defaults.email} />
        <FormField shell={shell} name="company" label={i18n._(contactTexts.company)} description={i18n._(contactTexts.optional)}>
          {(control) => (
            <Input {...control} type="text" autoComplete="organization" maxLength={contactLimits.company} defaultValue={defaults.company ?? ''} />
          )}
        </FormField>
        <FormField shell={shell} name="market" label={i18n._(contactTexts.market)} required>
          {(control) => (
            <select {...control} autoComplete="country" defaultValue={defaultMarket}>
              <option value="">{i18n._(contactTexts.chooseMarket)}</option>
              {marketList.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField shell={shell} name="topic" label={i18n._(contactTexts.topic)} required custom={Boolean(enhancement)}>
          {(control) =>
            enhancement ? (
              // The site's dropdown select once the form is enhanced; its value is posted by the hidden input.
              <div className="form-field__custom" ref={topicBox}>
                <Input type="hidden" name="topic" value={topic} />
                <DropdownSelect
                  label={i18n._(contactTexts.topic)}
                  placeholder={i18n._(contactTexts.chooseTopic)}
                  options={topicOptions}
                  value={topic ? [topic] : []}
                  onChange={(chosen) => {
                    setTopic(chosen[0] ?? '');
                    if (errors.topic) queueMicrotask(() => shell.validate('topic'));
                  }}
                  buttonProps={{
                    id: control.id,
                    ...(control['aria-invalid'] ? { 'aria-invalid': true } : {}),
                    ...(control['aria-describedby'] ? { 'aria-describedby': control['aria-describedby'] } : {}),
                  }}
                />
              </div>
            ) : (
              <select {...control} value={topic} onChange={(event) => setTopic(event.target.value)}>
                <option value="">{i18n._(contactTexts.chooseTopic)}</option>
                {topicOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )
          }
        </FormField>
        <FormField shell={shell} name="message" label={i18n._(contactTexts.message)} description={i18n._(contactTexts.messageHint)} required>
          {(control) => <textarea {...control} rows={6} maxLength={contactLimits.message} defaultValue={defaults.message ?? ''} />}
        </FormField>
        <ConsentField
          shell={shell}
          label={withLinks(i18n._(contactTexts.consent('\u0000privacy\u0000')), { privacy })}
          messageName={i18n._(contactTexts.consentName)}
          checked={defaults.consent === 'on'}
        />
      </FormFrame>
    </section>
  );
}
