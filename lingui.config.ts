import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One catalog per locale variant of product §2, named by the route prefix. Messages use explicit ids (the spec
// names some, e.g. error.404.title); `default` holds the source English.
export default defineConfig({
  sourceLocale: 'default',
  locales: ['default', 'en', 'cs', 'en_ie', 'fr_fr', 'da_dk', 'ro_ro', 'bg_bg'],
  fallbackLocales: { default: 'default' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/app'], exclude: ['**/*.test.ts', '**/*.test.tsx'] }],
  format: formatter({ lineNumbers: false }),
});
