// The page path the Web Spotlight host frames, and the preview entry URL it frames it through. The app checks the
// path again at its preview entry (its one local-path check); this check keeps the host from ever building a frame
// URL, or printing a value, that is not a plain path on the app's origin.
import { isLanguageCodename, type LanguageCodename } from '../../app/content/model/index.ts';

/** Longer paths are no page of the site (the app refuses them too). */
export const maxHostPathLength = 2048;

/** C0 controls, space, DEL and C1 controls: no site path carries them raw (browsers drop or fold some). */
const isControlOrSpace = (character: string): boolean => {
  const code = character.codePointAt(0) ?? 0;
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
};

const isPlainPath = (value: string): boolean =>
  value.startsWith('/') && !value.includes('//') && !value.includes('\\') && ![...value].some(isControlOrSpace);

/**
 * The path to frame: one leading `/`, no `//` anywhere, no backslash, no control character or space — also once
 * percent-decoded, so `/%2F%2Fhost` or `/%0a` fare no better than their raw forms. No value means the home page.
 * Anything else is undefined (the route answers 400).
 */
export const hostPath = (value: string | undefined): string | undefined => {
  if (value === undefined) return '/';
  if (value.length === 0 || value.length > maxHostPathLength || !isPlainPath(value)) return undefined;
  try {
    return isPlainPath(decodeURIComponent(value)) ? value : undefined;
  } catch {
    return undefined;
  }
};

/** The app's preview entry, as Kontent's Web Spotlight opens it (decision 022): same origin, root-relative. */
export const previewEntryUrl = (secret: string, path: string): string =>
  `/api/preview/enter?${new URLSearchParams({ secret, path, 'web-spotlight': 'true' }).toString()}`;

/** The Kontent language of a page path: its locale prefix (`/cs/…` → cs); unprefixed pages read `en`. */
export const languageOfPath = (path: string): LanguageCodename => {
  const first = path.split(/[/?#]/)[1] ?? '';
  return isLanguageCodename(first) ? first : 'en';
};
