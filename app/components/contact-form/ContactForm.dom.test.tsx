import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Profiler, type ReactNode } from 'react';
import { ContactForm } from './ContactForm';
import { NewsletterForm } from '../newsletter-form/NewsletterForm';
import { formInputDebounceMs } from '../../forms/enhance';
import { renderInRouter } from '../../../test/dom/render-in-router';

// The forms in the DOM in two languages: plain until a visitor shows interest, then Conform's validation on blur
// (on change for a checkbox) with product §5's messages, "Form incomplete." after a submit with errors, focus on the
// first invalid field, and the errors tied to their controls for assistive technology.
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  cleanup();
});

async function enhanced(form: HTMLElement) {
  // The first load of the enhancement compiles Conform and zod in the test runner: give it time.
  await waitFor(() => expect(form.getAttribute('data-enhanced')).toBe('true'), { timeout: 15_000 });
}

/** A form rendered at `route`, enhanced once focus went into its field `#fieldId` (interest, decision 080). */
async function enhancedForm(ui: () => ReactNode, route: Parameters<typeof renderInRouter>[1], fieldId: string) {
  const { container } = await renderInRouter(ui, route);
  const form = container.querySelector('form')!;
  const field = container.querySelector<HTMLInputElement>(`#${fieldId}`)!;
  act(() => field.focus());
  await enhanced(form);
  return { container, form, field };
}

const cases = [
  {
    locale: 'default' as const,
    path: '/contacts',
    name: 'Name',
    required: 'Name is required.',
    email: 'Please enter a valid email address.',
    consent: 'Please accept the processing of your personal data.',
    incomplete: 'Form incomplete. Sorry, not all fields are filled out correctly.',
    send: 'Send message',
  },
  {
    locale: 'cs' as const,
    path: '/cs/kontakty',
    name: 'Jméno',
    required: 'Pole Jméno je povinné.',
    email: 'Zadejte platnou e-mailovou adresu.',
    consent: 'Potvrďte prosím souhlas se zpracováním osobních údajů.',
    incomplete: 'Formulář není úplný. Omlouváme se, ne všechna pole jsou vyplněna správně.',
    send: 'Odeslat zprávu',
  },
];

describe.each(cases)('the contact form in $locale', (texts) => {
  it('is a real form posted to its page, plain until a visitor shows interest', async () => {
    const { container } = await renderInRouter(() => <ContactForm />, { path: texts.path, screen: 'contacts', locale: texts.locale });
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('#contact-form');
    expect(form.hasAttribute('data-enhanced')).toBe(false);
    expect(container.querySelector('select[name="topic"]')).not.toBeNull();
    expect(container.querySelector('input[name="_form"]')?.getAttribute('value')).toBe('contact');
  });

  it('validates on blur and on change for the checkbox, then says the form is incomplete and focuses the first invalid field', async () => {
    const { container } = await renderInRouter(() => <ContactForm />, { path: texts.path, screen: 'contacts', locale: texts.locale });
    const form = container.querySelector('form')!;
    const name = screen.getByLabelText(new RegExp(`^${texts.name}`));
    act(() => name.focus());
    await enhanced(form);
    // The dropdown select took the native select's place.
    expect(container.querySelector('input[type="hidden"][name="topic"]')).not.toBeNull();
    fireEvent.focusOut(name);
    await waitFor(() => expect(screen.getByText(texts.required)).toBeTruthy());
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('contact-form-name-error');
    expect(document.getElementById('contact-form-name-error')?.getAttribute('aria-live')).toBe('polite');

    const email = container.querySelector<HTMLInputElement>('#contact-form-email')!;
    fireEvent.input(email, { target: { value: 'jana@' } });
    fireEvent.focusOut(email);
    await waitFor(() => expect(screen.getByText(texts.email)).toBeTruthy());

    const consent = container.querySelector<HTMLInputElement>('#contact-form-consent')!;
    fireEvent.click(consent);
    fireEvent.click(consent);
    await waitFor(() => expect(screen.getByText(texts.consent)).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: texts.send }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(texts.incomplete));
    await waitFor(() => expect(document.activeElement).toBe(name));
  });
});

describe('the newsletter sign-up', () => {
  it('words its errors in the page language', async () => {
    const { field: email } = await enhancedForm(
      () => <NewsletterForm />,
      { path: '/cs/kontakty', screen: 'contacts', locale: 'cs' },
      'newsletter-form-email',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Přihlásit k odběru' }));
    await waitFor(() => expect(screen.getByText('Pole E-mail je povinné.')).toBeTruthy());
    expect(screen.getByText('Potvrďte prosím podmínky newsletteru.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
  });
});

describe('an App API refusal (422 refused)', () => {
  it('says in the page language that it was not accepted and keeps every value', async () => {
    const sent: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      sent.push(String(input));
      return Response.json(
        { status: 'refused', message: 'The submission could not be accepted. Please try again later or contact us another way.' },
        { status: 422 },
      );
    });
    const { container, field: email } = await enhancedForm(
      () => <NewsletterForm />,
      { path: '/cs/kontakty', screen: 'contacts', locale: 'cs' },
      'newsletter-form-email',
    );
    fireEvent.input(email, { target: { value: 'jana@retailer.example' } });
    fireEvent.click(container.querySelector<HTMLInputElement>('#newsletter-form-consent')!);
    fireEvent.click(screen.getByRole('button', { name: 'Přihlásit k odběru' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Odeslání se nezdařilo: formulář nebyl přijat. Vše, co jste napsali, zůstává ve formuláři; zkuste to prosím později nebo nás kontaktujte jinak.',
      ),
    );
    expect(sent).toEqual(['/api/forms/newsletter']);
    expect(email.value).toBe('jana@retailer.example');
    expect(container.querySelector<HTMLInputElement>('#newsletter-form-consent')!.checked).toBe(true);
  });
});

describe('re-validation while typing (product §9 form input debounce)', () => {
  it(`waits ${formInputDebounceMs} ms after the last keystroke; a submit validates at once, a blur after the next paint`, async () => {
    expect(formInputDebounceMs).toBe(20);
    const { field: email } = await enhancedForm(
      () => <ContactForm />,
      { path: '/contacts', screen: 'contacts', locale: 'default' },
      'contact-form-email',
    );
    // Shown once (a blur), so typing validates it again.
    fireEvent.input(email, { target: { value: 'jana@' } });
    fireEvent.focusOut(email);
    await waitFor(() => expect(screen.getByText('Please enter a valid email address.')).toBeTruthy());
    const shown = () => screen.queryByText('Please enter a valid email address.') !== null;

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const type = (value: string) => act(() => void fireEvent.input(email, { target: { value } }));
    const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
    type('jana@retailer.example');
    expect(shown()).toBe(true);
    wait(formInputDebounceMs - 1);
    expect(shown()).toBe(true);
    wait(1);
    expect(shown()).toBe(false);
    expect(email.hasAttribute('aria-invalid')).toBe(false);

    // Each keystroke starts the wait again: nothing at 20 ms after the first of two keystrokes 15 ms apart.
    type('jana@');
    wait(15);
    type('jana@x');
    wait(15);
    expect(shown()).toBe(false);
    wait(5);
    expect(shown()).toBe(true);

    // A submit validates at once, with the keystroke's wait still running.
    type('jana@retailer.example');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
    expect(shown()).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('Form incomplete. Sorry, not all fields are filled out correctly.');

    // A blur validates once the paint that answers it is over (issue 30: not inside the tap that moved focus), and
    // calls off the keystroke's wait.
    type('jana@');
    act(() => void fireEvent.focusOut(email));
    expect(shown()).toBe(false);
    vi.useRealTimers();
    await waitFor(() => expect(shown()).toBe(true));
  });
});

describe('a submit that shows errors (issue 30)', () => {
  it('shows the fields’ errors in the submit’s own task, before the browser can paint', async () => {
    await enhancedForm(() => <ContactForm />, { path: '/contacts', screen: 'contacts', locale: 'default' }, 'contact-form-name');
    const errorOf = (field: string) => document.getElementById(`contact-form-${field}-error`)?.textContent;
    // A plain click, not one wrapped in act(): what React does before the task ends is all a paint could show.
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const reactActing = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      screen.getByRole('button', { name: 'Send message' }).click();
      // React renders a click's updates in a microtask of the same task; nothing after the task may count.
      await Promise.resolve();
      await Promise.resolve();
      expect(errorOf('name')).toBe('Name is required.');
      expect(screen.getByRole('textbox', { name: /Name/ }).getAttribute('aria-invalid')).toBe('true');
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = reactActing;
    }
  });

  it('renders the form once for a submit that fails: its errors and "Form incomplete" together', async () => {
    let renders = 0;
    await enhancedForm(
      () => (
        <Profiler id="contact" onRender={() => (renders += 1)}>
          <ContactForm />
        </Profiler>
      ),
      { path: '/contacts', screen: 'contacts', locale: 'default' },
      'contact-form-name',
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    renders = 0;
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Name is required.')).toBeTruthy();
    // One commit of the form itself; Conform's report of the same errors after it renders only its controller.
    expect(renders).toBe(1);
  });

  it('renders no input again: React sets an input’s name anew on each update, and Conform reads the whole form for each', async () => {
    const { form } = await enhancedForm(() => <ContactForm />, { path: '/contacts', screen: 'contacts', locale: 'default' }, 'contact-form-name');
    const touched = new Set<string>();
    const observer = new MutationObserver((records) => {
      for (const record of records) touched.add((record.target as HTMLInputElement).name);
    });
    observer.observe(form, { subtree: true, attributes: true, attributeFilter: ['name'] });
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
    await waitFor(() => expect(screen.getByText('Name is required.')).toBeTruthy());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    observer.disconnect();
    expect([...touched]).toEqual([]);
    // The errors are still tied to their controls, written on the elements; a valid field says nothing.
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('contact-form-name-error');
    expect(document.getElementById('contact-form-name-error')?.textContent).toBe('Name is required.');
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    const company = screen.getByRole('textbox', { name: /Company/ });
    expect(company.hasAttribute('aria-invalid')).toBe(false);
    expect(company.getAttribute('aria-describedby')).toBe('contact-form-company-description');
    // Fixed, the error and its ties leave again.
    fireEvent.input(name, { target: { value: 'Jana' } });
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
    await waitFor(() => expect(name.hasAttribute('aria-invalid')).toBe(false));
    expect(name.hasAttribute('aria-describedby')).toBe(false);
  });
});
