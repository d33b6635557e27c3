import { describe, expect, it } from 'vitest';
import { get } from '../helpers';

/** The `<img>` tags of a page's HTML with the given class, in document order. */
async function images(path: string, className: string) {
  const response = await get(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]).filter((tag) => tag.includes(`class="${className}"`));
}

const high = (tag: string) => /fetchPriority="high"/i.test(tag) && !/loading="lazy"/.test(tag);

// Lighthouse's LCP check (the image requested with high priority, not lazily, from the HTML itself) on the screens
// whose largest paint is an image on a phone (npm run bench:lighthouse prints which).
describe('the image that can be the largest paint is in the HTML with high priority, the rest lazy', () => {
  it.each([
    ['/contacts', 'contacts__photo'],
    ['/cs/kontakty', 'contacts__photo'],
    ['/styleguide', 'showcase__image'],
    ['/cs/styleguide', 'showcase__image'],
    ['/', 'banner__image'],
    ['/', 'showcase__image'],
    ['/retail-standards-2025', 'article__image'],
  ])('%s: the first .%s', async (path, className) => {
    const [first, ...rest] = await images(path, className);
    expect(first).toBeDefined();
    expect(high(first!)).toBe(true);
    for (const tag of rest) expect(tag).toContain('loading="lazy"');
  });
});
