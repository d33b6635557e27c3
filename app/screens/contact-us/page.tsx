import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Suspense } from 'react';
import { contactForm } from '../../components/contact-form/contact-form-slot';
import { newsletterForm } from '../../components/footer/newsletter-slot';
import { ScreenTitle } from '../../components/page-title/ScreenTitle';
import './contact-us.css';

const intro = msg({
  id: 'contact-us.intro',
  message: 'No account needed: write to the brand’s retailer team, or sign up for the newsletter.',
});

/**
 * product §1: what a visitor without an account may send, in one page (decision 114). The same forms as the contacts
 * screen and the footer, posted to this page without JavaScript, with the same bot check and limits (worker/forms).
 */
export default function ContactUsPage() {
  const { i18n } = useLingui();
  return (
    <div className="screen screen--contact-us">
      <ScreenTitle screen="contact-us" />
      <p>{i18n._(intro)}</p>
      <Suspense fallback={null}>
        <contactForm.Slot />
      </Suspense>
      {/* The sign-up is drawn for the footer's brand colour: it keeps that colour here. */}
      <div className="contact-us__newsletter">
        <Suspense fallback={null}>
          <newsletterForm.Slot />
        </Suspense>
      </div>
    </div>
  );
}
