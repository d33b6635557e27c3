import * as z from 'zod/mini';
import { field, rules } from './rules';
import { contactFields, contactLimits, contactTopics, markets, type ContactField } from './contact-fields';
import type { FormDefinition } from './validate';

export const contactSchema = z.object({
  name: field(rules.required(), rules.length(0, contactLimits.name)),
  email: field(rules.required(), rules.length(0, contactLimits.email), rules.email()),
  company: field(rules.length(0, contactLimits.company)),
  market: field(rules.required(), rules.is(...markets)),
  topic: field(rules.required(), rules.is(...contactTopics)),
  message: field(rules.required(), rules.length(contactLimits.messageMinimum), rules.length(0, contactLimits.message)),
  consent: field(rules.accepted()),
});

export const contactForm: FormDefinition<ContactField> = { fields: contactFields, schema: contactSchema };
