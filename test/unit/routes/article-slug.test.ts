import { describe, expect, it } from 'vitest';
import { parseArticleSlug } from '../../../client/routes/article-slug';

describe('article slugs', () => {
  it.each(['welcome', 'network-update-2026', 'guides/showroom-lighting', 'novinky-v-síti', 'новини'])('%s is a slug', (slug) => {
    expect(parseArticleSlug(slug)).toBe(slug);
  });

  it('a trailing slash is ignored', () => {
    expect(parseArticleSlug('welcome/')).toBe('welcome');
  });

  it.each(['', 'Upper', 'two  spaces', 'a..b', '../etc/passwd', '-leading', 'trailing-', 'double--dash', 'a//b', '%00', 'x'.repeat(201)])(
    '%j is not a slug',
    (value) => {
      expect(parseArticleSlug(value)).toBeNull();
    },
  );
});
