import { msg } from '@lingui/core/macro';

/** Words the forms show (product §5's form-level messages among them), translated through Lingui. */
export const formTexts = {
  incompleteTitle: msg({ id: 'form.incomplete.title', message: 'Form incomplete.' }),
  incompleteText: msg({ id: 'form.incomplete.text', message: 'Sorry, not all fields are filled out correctly.' }),
  requiredNote: msg({ id: 'form.requiredNote', message: 'Fields marked * are required.' }),
  sending: msg({ id: 'form.sending', message: 'Sending…' }),
  unavailable: msg({
    id: 'form.unavailable',
    message: 'It could not be sent: the service is not available right now. Everything you typed is still here; please try again.',
  }),
  refused: msg({
    id: 'form.refused',
    message: 'It could not be sent: it was not accepted. Everything you typed is still here; please try again later or contact us another way.',
  }),
  rateLimited: msg({ id: 'form.rateLimited', message: 'Too many attempts in a short time. Please wait a minute and try again.' }),
  rejected: msg({ id: 'form.rejected', message: 'We could not verify the submission. Please try again.' }),
  email: msg({ id: 'form.field.email', message: 'E-mail' }),
  privacyPolicy: msg({ id: 'form.privacyPolicy', message: 'privacy policy' }),
  botNotice: (privacy: string, terms: string) =>
    msg({ id: 'form.botNotice', message: `This site is protected by reCAPTCHA and the Google ${privacy} and ${terms} apply.` }),
  botNoticePrivacy: msg({ id: 'form.botNotice.privacy', message: 'Privacy Policy' }),
  botNoticeTerms: msg({ id: 'form.botNotice.terms', message: 'Terms of Service' }),
};

export const newsletterTexts = {
  title: msg({ id: 'newsletter.title', message: 'Newsletter' }),
  intro: msg({ id: 'newsletter.intro', message: 'News for retailers and importers, once a month.' }),
  consent: (privacy: string) => msg({ id: 'newsletter.consent', message: `I want to receive the newsletter and agree to the ${privacy}.` }),
  consentName: msg({ id: 'newsletter.consent.name', message: 'newsletter terms' }),
  subscribe: msg({ id: 'newsletter.subscribe', message: 'Subscribe' }),
  sent: msg({ id: 'newsletter.sent', message: 'Thank you. You are subscribed to the newsletter.' }),
};

/** The privacy page the consent links to: an article of the content (`/{slug}`, product §2), in the page's locale. */
export const privacyPolicySlug = 'privacy-policy';
