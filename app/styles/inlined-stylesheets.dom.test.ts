import { afterEach, describe, expect, it } from 'vitest';
import { claimInlinedStylesheets, inlinedHrefs, markInlined } from './inlined-stylesheets';

const page = (inline: string, extraHead = '') => {
  document.head.innerHTML = `<style data-tsr-inline-css>${inline}</style>${extraHead}`;
};
const claimed = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[data-inlined]')].map((link) => ({
    href: link.getAttribute('href'),
    rel: link.rel,
    disabled: link.disabled,
  }));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('inlined stylesheets', () => {
  it('names each inlined file in front of its rules and reads the names back', () => {
    const css = markInlined('/assets/entry-1.css', 'body{margin:0}') + markInlined('/assets/RichText-2.css', '.rich{color:red}');
    expect(css).toBe('/*inlined:/assets/entry-1.css*/body{margin:0}/*inlined:/assets/RichText-2.css*/.rich{color:red}');
    expect(inlinedHrefs(css)).toEqual(['/assets/entry-1.css', '/assets/RichText-2.css']);
  });

  it('ignores ordinary comments', () => {
    expect(inlinedHrefs('/* layout */body{margin:0}/*! license */')).toEqual([]);
  });

  it('gives every inlined file a disabled stylesheet link, which the preload helper takes as loaded', () => {
    page(markInlined('/assets/entry-1.css', 'body{margin:0}') + markInlined('/assets/RichText-2.css', '.rich{color:red}'));
    claimInlinedStylesheets(document);
    expect(claimed()).toEqual([
      { href: '/assets/entry-1.css', rel: 'stylesheet', disabled: true },
      { href: '/assets/RichText-2.css', rel: 'stylesheet', disabled: true },
    ]);
    // What Vite's preload helper looks for before it fetches a chunk's stylesheet.
    expect(document.querySelector('link[href="/assets/RichText-2.css"][rel="stylesheet"]')).not.toBeNull();
  });

  it('leaves files that already have a stylesheet link alone, and does nothing without inline styles', () => {
    page(markInlined('/assets/entry-1.css', 'body{margin:0}'), '<link rel="stylesheet" href="/assets/entry-1.css">');
    claimInlinedStylesheets(document);
    expect(claimed()).toEqual([]);
    document.head.innerHTML = '<style>body{margin:0}</style>';
    claimInlinedStylesheets(document);
    expect(claimed()).toEqual([]);
  });
});
