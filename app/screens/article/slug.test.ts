import { describe, expect, it } from 'vitest';
import { targetPath } from '../../content/links';
import { locales } from '../../i18n/locales';
import { parseArticleSlug, parseSlugTarget } from './slug';

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

describe('catch-all targets (product §2 list and experience items)', () => {
  it('/list is the list page, also with a trailing slash', () => {
    expect(parseSlugTarget('list')).toEqual({ kind: 'list' });
    expect(parseSlugTarget('list/')).toEqual({ kind: 'list' });
  });

  it.each(['test_drive_day', 'meadow_walk', 'x1', 'a'.repeat(60)])('list/experience-%s is the experience of that codename', (codename) => {
    expect(parseSlugTarget(`list/experience-${codename}`)).toEqual({ kind: 'experience', codename });
  });

  it('every locale path the link resolver gives an experience leads back to its codename', () => {
    for (const locale of locales) {
      const path = targetPath({ type: 'experience', codename: 'test_drive_day', slug: '' }, locale.code);
      const splat = path.slice(locale.prefix.length + 1);
      expect(parseSlugTarget(splat)).toEqual({ kind: 'experience', codename: 'test_drive_day' });
    }
    expect(parseSlugTarget(targetPath({ type: 'list', codename: 'experiences', slug: '' }, 'cs').slice('/cs/'.length))).toEqual({ kind: 'list' });
  });

  it('other paths stay slugs; list sub-paths that are not experiences follow the slug rules', () => {
    expect(parseSlugTarget('retail-standards-2025')).toEqual({ kind: 'slug', slug: 'retail-standards-2025' });
    expect(parseSlugTarget('list/something')).toEqual({ kind: 'slug', slug: 'list/something' });
  });

  it.each([
    'list/experience-',
    'list/experience-Upper',
    'list/experience-a-b',
    'list/experience-../x',
    `list/experience-${'a'.repeat(61)}`,
    'list/experience-a/b',
    'list/experience-%00',
  ])('%j is neither an experience nor a slug', (value) => {
    expect(parseSlugTarget(value)).toBeNull();
  });
});
