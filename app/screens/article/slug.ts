import { trimTrailingSlashes } from '../../url/trim-slashes';

/**
 * A Kontent url slug: lowercase letters, digits and dashes, optionally nested with slashes. Anything else in the
 * catch-all (encoded junk, dot segments, huge paths) is not an article and answers 404 without a content query.
 */
const slugWord = /^[\p{Ll}\p{Lo}\p{N}]+$/u;
const maxSlugLength = 200;

/** Words joined by single dashes, segments by single slashes: checked word by word, with no nested quantifier. */
const isSlug = (slug: string) => slug.split('/').every((segment) => segment.split('-').every((word) => slugWord.test(word)));

export function parseArticleSlug(splat: string | undefined): string | null {
  if (!splat || splat.length > maxSlugLength) return null;
  const slug = trimTrailingSlashes(splat);
  return isSlug(slug) ? slug : null;
}

/** product §2: the list page and experience items live under the catch-all at these paths. */
export const listSegment = 'list';
const experiencePrefix = `${listSegment}/experience-`;
const experiencePattern = /^list\/experience-([a-z0-9_]{1,60})\/?$/;

/** What a catch-all path shows: the list page, an experience (by codename), a page by slug, or nothing. */
export type SlugTarget = { kind: 'list' } | { kind: 'experience'; codename: string } | { kind: 'slug'; slug: string };

/**
 * Reads the catch-all. Experience paths carry a Kontent codename (lowercase letters, digits and underscores, at most
 * 60 characters), which a url slug may not contain, so they are recognised before the slug rules apply.
 */
export function parseSlugTarget(splat: string | undefined): SlugTarget | null {
  const experience = splat ? experiencePattern.exec(splat) : null;
  if (experience?.[1]) return { kind: 'experience', codename: experience[1] };
  // The prefix belongs to experiences: anything else under it is not found, without a content query.
  if (splat?.startsWith(experiencePrefix)) return null;
  const slug = parseArticleSlug(splat);
  if (slug === null) return null;
  return slug === listSegment ? { kind: 'list' } : { kind: 'slug', slug };
}
