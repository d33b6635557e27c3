import type { ContentTypeCodename } from './model/content-types';
import type { ElementOfKind } from './model/inferred';
import { boundedMemo } from '../memo/bounded-memo';

/**
 * Downloadable files are served by the site itself, behind sign-in, at `/files/{file id}/{file name}` (decision 110):
 * the worker fetches them from the App API's `GET /files/{file}` (product §7). The file id and name are the last two
 * segments of Kontent's asset URL (`{asset host}/{environment}/{file id}/{file name}`). A download never links to
 * the asset URL itself: a link that cannot be made is no link. Images keep their asset URLs and the image service.
 */
export const filesPrefix = '/files/';

/** A path longer than this is refused before it is read: an id (36) and a name of 255 characters, each encoded. */
export const maxFilePathLength = filesPrefix.length + 36 + 1 + 255 * 9;
const maxFileNameLength = 255;

export interface FileRef {
  /** Kontent's file id: a lower-case UUID. */
  readonly id: string;
  /** The file name, decoded. */
  readonly name: string;
}

/** The elements holding files offered for download (not images), by content type; the proxy rewrites their URLs. */
export const downloadElements: { readonly [T in ContentTypeCodename]?: readonly ElementOfKind<T, 'asset'>[] } = {
  download: ['file'],
  asset_link: ['asset'],
};

const fileId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** What an encoded path segment may hold (RFC 3986 pchar): a raw quote, space or backslash is no file. */
const encodedSegment = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%]+$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a file name may not hold
const forbiddenInName = /[\u0000-\u001f\u007f/\\]/;

function decodedName(segment: string): string | undefined {
  if (!encodedSegment.test(segment)) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  if (name.length > maxFileNameLength || forbiddenInName.test(name) || name === '.' || name === '..') return undefined;
  return name;
}

/** The file a `/files/` path asks for (as requested, still encoded), or undefined for anything else. */
export function parseFilePath(pathname: string): FileRef | undefined {
  if (pathname.length > maxFilePathLength || !pathname.startsWith(filesPrefix)) return undefined;
  const segments = pathname.slice(filesPrefix.length).split('/');
  if (segments.length !== 2) return undefined;
  const [id, segment] = segments as [string, string];
  if (!fileId.test(id)) return undefined;
  const name = decodedName(segment);
  return name ? { id, name } : undefined;
}

/** The site's path of a file: what download links point at, and what the worker forwards to the App API. */
export const filePath = (file: FileRef): string => `${filesPrefix}${file.id}/${encodeURIComponent(file.name)}`;

/**
 * Asset URLs read lately, with what they gave. A listing's files are the same on every view of its page, and parsing
 * each URL again (`new URL`, a call into the runtime) was a fiftieth of a downloads page's CPU. Bounded (a few pages of
 * files in a few languages fit), so an isolate's memory does not grow with a brand's files and rich text.
 */
const readAssetUrls = boundedMemo<FileRef | null>(256, 2048);

/** The file of a Kontent asset URL, or of a `/files/` path (an answer the proxy has already rewritten). */
export function fileRefOf(url: string): FileRef | undefined {
  if (url.startsWith(filesPrefix)) return parseFilePath(url);
  // A URL that is no file is kept too (as null: the memo answers undefined for a key it does not hold).
  const known = readAssetUrls.get(url) ?? readAssetUrls.remember(url, fileRefOfAssetUrl(url) ?? null);
  return known ?? undefined;
}

function fileRefOfAssetUrl(url: string): FileRef | undefined {
  let parsed: URL;
  try {
    // Kontent's asset URLs are absolute; the local emulator's are root-relative (/__emulator/assets/…).
    parsed = new URL(url, 'https://relative.invalid');
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  const segments = parsed.pathname.split('/');
  if (segments.length < 3) return undefined;
  return parseFilePath(`${filesPrefix}${segments.slice(-2).join('/')}`);
}

/** Where a download links: the site's `/files/` path of its asset URL, or undefined (never the asset URL). */
export function downloadHref(url: string): string | undefined {
  const file = fileRefOf(url);
  return file ? filePath(file) : undefined;
}

const anchorTag = /<a\b[^>]*>/gi;
const hrefAttribute = /\shref="([^"]*)"/i;
const decodeAmpersands = (value: string) => value.replaceAll('&amp;', '&');

/**
 * Rich-text markup (Kontent's HTML) with its asset links (`<a data-asset-id=… href=…>`) pointing at `/files/`: the
 * href of one that cannot be read is emptied. Images (`<img src>`) and other links are left as they are.
 */
export function withFilePathsInRichText(html: string): string {
  if (!html.includes('data-asset-id')) return html;
  return html.replace(anchorTag, (tag) => {
    if (!/\sdata-asset-id=/i.test(tag)) return tag;
    return tag.replace(hrefAttribute, (_attribute, href: string) => ` href="${downloadHref(decodeAmpersands(href)) ?? ''}"`);
  });
}
