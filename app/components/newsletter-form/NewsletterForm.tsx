import { useFormTexts } from '../../forms/texts-catalog';
import { formTexts, newsletterTexts, privacyPolicySlug } from '../../forms/texts';
import { useFormShell } from '../../forms/use-form-shell';
import { localePath } from '../../i18n/paths';
import { useCurrentLocale } from '../../i18n/useCurrentScreen';
import { ConsentField, EmailField, FormFrame, withLinks } from '../form-field/FormField';
import { NavLink } from '../header/NavLink';
import './newsletter-form.css';

/**
 * The newsletter sign-up in the footer of every page (issue 16): e-mail and consent; the page's language goes with
 * it. Plain HTML posted to its page until a visitor shows interest in it: only then does the forms' script load
 * (app/forms/enhancement.ts), so it adds no script to any page's first load.
 */
export function NewsletterForm() {
  const i18n = useFormTexts();
  const locale = useCurrentLocale();
  const shell = useFormShell('newsletter');
  const { formId, defaults } = shell;
  const titleId = `${formId}-title`;
  const privacy = (
    <NavLink key="privacy" href={localePath(locale.code, 'articles-slug', privacyPolicySlug)} className="newsletter__link">
      {i18n._(formTexts.privacyPolicy)}
    </NavLink>
  );
  return (
    <section className="newsletter" aria-labelledby={titleId}>
      <h2 className="newsletter__title" id={titleId}>
        {i18n._(newsletterTexts.title)}
      </h2>
      <p className="newsletter__intro">{i18n._(newsletterTexts.intro)}</p>
      <FormFrame
        shell={shell}
        titleId={titleId}
        fieldsClassName="form__fields"
        end={{ sent: i18n._(newsletterTexts.sent), submit: i18n._(newsletterTexts.subscribe), submitClassName: 'form__submit--light' }}
      >
        <EmailField shell={shell} value={defaults.email} />
        <ConsentField
          shell={shell}
          label={withLinks(i18n._(newsletterTexts.consent('\u0000privacy\u0000')), { privacy })}
          messageName={i18n._(newsletterTexts.consentName)}
          checked={defaults.consent === 'on'}
        />
      </FormFrame>
    </section>
  );
}
