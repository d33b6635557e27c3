import * as z from 'zod/mini';
import { contactLimits } from './contact-fields';
import { field, rules } from './rules';
import type { FormDefinition } from './validate';

export const newsletterFields = ['email', 'consent'] as const;
export type NewsletterField = (typeof newsletterFields)[number];

export const newsletterSchema = z.object({
  email: field(rules.required(), rules.length(0, contactLimits.email), rules.email()),
  consent: field(rules.accepted()),
});

export const newsletterForm: FormDefinition<NewsletterField> = { fields: newsletterFields, schema: newsletterSchema };
