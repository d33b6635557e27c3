import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Decision 095: the forms' components load after the page, so no page's first load carries them. What a page loads
// first is the entry's static imports and its screen's; read from the client build's manifest. Without dist/ (a fresh
// clone running the unit project alone) the test is skipped; `npm test` builds before vitest runs.
const manifestPath = 'dist/client/.vite/manifest.json';
const built = existsSync(manifestPath);

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

function staticallyReached(manifest: Record<string, Chunk>, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(from);
  return seen;
}

const formModules = ['app/components/newsletter-form/NewsletterForm.tsx', 'app/components/contact-form/ContactForm.tsx', 'app/forms/enhance.tsx'];

describe.skipIf(!built)('forms stay out of the first load (client build)', () => {
  const manifest = built ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>) : {};
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';

  it.each([
    ['every page (the entry)', entry],
    ['the contacts screen', 'app/screens/contacts/page.tsx'],
  ])('%s reaches no form component without a dynamic import', (_, start) => {
    expect(manifest[start]).toBeDefined();
    const reached = staticallyReached(manifest, start);
    for (const module of formModules) expect(reached.has(module), module).toBe(false);
    // The form field's shared chunk (FormField and the form shell) is not in the first load either.
    expect([...reached].filter((key) => /FormField/.test(key))).toEqual([]);
    // Bundled into one of these files instead, the forms' markup would show in their code: its class names survive
    // minification.
    for (const key of reached) {
      const code = readFileSync(`dist/client/${manifest[key]?.file}`, 'utf8');
      expect(code, key).not.toContain('form__fields');
      expect(code, key).not.toContain('search-form__input');
    }
  });

  it('the footer, the header and the contacts screen still load their forms, on demand', () => {
    const dynamic = Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []);
    expect(dynamic).toContain('app/components/newsletter-form/NewsletterForm.tsx');
    expect(dynamic).toContain('app/components/contact-form/ContactForm.tsx');
    expect(dynamic).toContain('app/components/search-form/SearchForm.tsx');
  });

  // Decision 125: the forms' texts are a catalog of their own, loaded with the forms; the page's catalog, part of
  // every first load, holds none of them.
  it('the page catalogs hold no form text, and the forms catalogs load only on demand', () => {
    const reached = staticallyReached(manifest, entry);
    for (const code of ['default', 'cs']) {
      const pageCatalog = manifest[`locales/${code}/messages.po`];
      expect(pageCatalog, code).toBeDefined();
      const text = readFileSync(`dist/client/${pageCatalog?.file}`, 'utf8');
      expect(text).toContain('common.back');
      expect(text).not.toContain('form.requiredNote');
      expect(reached.has(`locales/${code}/forms.po`)).toBe(false);
      const forms = readFileSync(`dist/client/${manifest[`locales/${code}/forms.po`]?.file}`, 'utf8');
      expect(forms).toContain('form.requiredNote');
    }
  });
});
