import type { MessageDescriptor } from '@lingui/core';
import { contactTexts } from './contact-texts';
import type { FormKind } from './submission';
import { formTexts, newsletterTexts } from './texts';

/**
 * Each field's name in messages ("{Name} is required."): its label, or for a checkbox what it agrees to. The worker
 * words the errors of a form posted without JavaScript with these; the forms show the same names.
 */
export const fieldNames: Readonly<Record<FormKind, Readonly<Record<string, MessageDescriptor>>>> = {
  contact: {
    name: contactTexts.name,
    email: formTexts.email,
    company: contactTexts.company,
    market: contactTexts.market,
    topic: contactTexts.topic,
    message: contactTexts.message,
    consent: contactTexts.consentName,
  },
  newsletter: { email: formTexts.email, consent: newsletterTexts.consentName },
};
