import { msg } from '@lingui/core/macro';
import type { ContactTopic } from './contact-fields';

// The contact form's words: a module of their own, so they travel with the contacts screen, not every page.
export const contactTexts = {
  title: msg({ id: 'contact.form.title', message: 'Write to us' }),
  name: msg({ id: 'contact.form.name', message: 'Name' }),
  company: msg({ id: 'contact.form.company', message: 'Company' }),
  optional: msg({ id: 'form.optional', message: 'Optional' }),
  market: msg({ id: 'contact.form.market', message: 'Market' }),
  chooseMarket: msg({ id: 'contact.form.market.choose', message: 'Choose your market' }),
  topic: msg({ id: 'contact.form.topic', message: 'Topic' }),
  chooseTopic: msg({ id: 'contact.form.topic.choose', message: 'Choose a topic' }),
  message: msg({ id: 'contact.form.message', message: 'Message' }),
  messageHint: msg({ id: 'contact.form.message.hint', message: 'At least 10 characters.' }),
  consent: (privacy: string) =>
    msg({
      id: 'contact.form.consent',
      message: `I agree to the processing of my personal data to answer this request, as the ${privacy} describes.`,
    }),
  consentName: msg({ id: 'contact.form.consent.name', message: 'processing of your personal data' }),
  send: msg({ id: 'contact.form.send', message: 'Send message' }),
  sent: msg({ id: 'contact.form.sent', message: 'Thank you. Your message was sent; we will get back to you soon.' }),
};

export const topicTexts: Readonly<Record<ContactTopic, ReturnType<typeof msg>>> = {
  general: msg({ id: 'contact.topic.general', message: 'General question' }),
  sales: msg({ id: 'contact.topic.sales', message: 'Sales' }),
  'after-sales': msg({ id: 'contact.topic.afterSales', message: 'After-sales and service' }),
  marketing: msg({ id: 'contact.topic.marketing', message: 'Marketing' }),
  training: msg({ id: 'contact.topic.training', message: 'Training' }),
  technical: msg({ id: 'contact.topic.technical', message: 'Technical support' }),
};
