import { deferredForm } from '../../forms/deferred-form';
// The form's styles stay in the contacts screen's stylesheet: the document carries the form before its script.
import '../dropdown-select/dropdown-select.css';
import '../form-field/form-field.css';

/** The contacts screen's contact form, its script loaded after the page (decision 095). */
export const contactForm = deferredForm(() => import('./ContactForm').then((module) => module.ContactForm), '#contact-form');
