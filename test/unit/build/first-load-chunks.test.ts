import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Decision 125: a screen's first load is its page chunk and what that imports statically. What only a loader needs
// (a query, the content readers, the link targets, reading assets into images) runs in the browser on in-app
// navigations only, so it must not be imported by a page: one type's value import brought the whole downloads query
// with its readers (3.1 KB gzip) into that screen's first load. Read from the client build's manifest, where a
// shared chunk is named after its first module; skipped without dist/ as the forms' build test is.
const manifestPath = 'dist/client/.vite/manifest.json';
const built = existsSync(manifestPath);

interface Chunk {
  file: string;
  name?: string;
  imports?: string[];
}

const loaderOnly = ['query', 'links', 'read', 'page-item', 'images', 'slug-page', 'experiences', 'registry'];

describe.skipIf(!built)('screens load no loader-only code first (client build)', () => {
  const manifest = built ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>) : {};
  const pages = Object.keys(manifest).filter((key) => /^app\/screens\/[^/]+\/page\.tsx$/.test(key));

  it('finds every screen page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(10);
  });

  it.each(pages)('%s', (page) => {
    const reached = new Set<string>();
    const visit = (key: string) => {
      if (reached.has(key)) return;
      reached.add(key);
      for (const next of manifest[key]?.imports ?? []) visit(next);
    };
    visit(page);
    const names = [...reached].map((key) => manifest[key]?.name ?? key);
    expect(names.filter((name) => loaderOnly.includes(name))).toEqual([]);
    // The article's views table is part of its page chunk, not a chunk of its own.
    expect(names).not.toContain('views');
  });
});
