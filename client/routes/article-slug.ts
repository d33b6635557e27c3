/**
 * A Kontent url slug: lowercase letters, digits and dashes, optionally nested with slashes. Anything else in the
 * catch-all (encoded junk, dot segments, huge paths) is not an article and answers 404 without a content query.
 */
const slugPattern = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*(?:\/[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*)*$/u;
const maxSlugLength = 200;

export function parseArticleSlug(splat: string | undefined): string | null {
  if (!splat || splat.length > maxSlugLength) return null;
  const slug = splat.replace(/\/+$/, '');
  return slugPattern.test(slug) ? slug : null;
}
