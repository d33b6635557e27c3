import { deferredForm } from '../../forms/deferred-form';
// The sign-up's styles stay with the footer in every page's stylesheet: the document carries the form long before
// its script arrives.
import '../form-field/form-field.css';
import '../newsletter-form/newsletter-form.css';

/** The footer's newsletter sign-up, its script loaded after the page (decision 095). */
export const newsletterForm = deferredForm(() => import('../newsletter-form/NewsletterForm').then((module) => module.NewsletterForm), '.newsletter');
