import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** The modules that declare the forms' texts (app/forms/texts-catalog.ts loads their catalog). */
const formTexts = ['texts', 'contact-texts', 'rule-messages'].map((name) => `<rootDir>/app/forms/${name}.ts`);

// One catalog per locale variant of product §2, named by the route prefix. Messages use explicit ids (the spec
// names some, e.g. error.404.title); `default` holds the source English.
export default defineConfig({
  sourceLocale: 'default',
  locales: ['default', 'en', 'cs', 'en_ie', 'fr_fr', 'da_dk', 'ro_ro', 'bg_bg'],
  fallbackLocales: { default: 'default' },
  // The consent dialog's texts are a catalog of their own, loaded with the dialog after the page (decision 113); so
  // are the forms' texts, loaded with the forms (decision 125).
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/app'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/app/browser/tracking/open-consent-dialog.ts', ...formTexts],
    },
    { path: '<rootDir>/locales/{locale}/consent', include: ['<rootDir>/app/browser/tracking/open-consent-dialog.ts'] },
    { path: '<rootDir>/locales/{locale}/forms', include: formTexts },
  ],
  format: formatter({ lineNumbers: false }),
});
