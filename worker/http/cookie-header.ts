import { tryDecodeURIComponent } from 'hono/utils/url';

/** A character Hono's cookie parse accepts in a name (its `relaxedCookieNameRegEx`: printable ASCII but `"`, `;`, `=`, `\`). */
const nameCharacter = (code: number) => code >= 0x21 && code <= 0x7e && code !== 0x22 && code !== 0x3b && code !== 0x3d && code !== 0x5c;
/** A character it accepts in a value (its `validCookieValueRegEx`: the space and printable ASCII but `"`, `;`, `\`). */
const valueCharacter = (code: number) => code >= 0x20 && code <= 0x7e && code !== 0x22 && code !== 0x3b && code !== 0x5c;

function every(text: string, accepted: (code: number) => boolean): boolean {
  for (let i = 0; i < text.length; i += 1) if (!accepted(text.charCodeAt(i))) return false;
  return true;
}

/** Spaces and tabs off both ends, as Hono trims a cookie's name and value. */
function trimmed(text: string, start: number, end: number): string {
  while (start < end && (text.charCodeAt(start) === 32 || text.charCodeAt(start) === 9)) start += 1;
  while (end > start && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end -= 1;
  return text.slice(start, end);
}

/**
 * A Cookie header's cookies, as Hono's `parse` (hono/utils/cookie) reads them: the first well-formed occurrence of a
 * name wins, a value in double quotes loses them, values are percent-decoded where they decode; in an object without
 * a prototype. The same answers without its two regular expressions per cookie, which workerd runs far slower than
 * Node does (decision 057); every page request parses its cookies once (decision 120).
 */
export function parseCookieHeader(header: string): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null);
  for (let start = 0; start <= header.length; ) {
    const semicolon = header.indexOf(';', start);
    const end = semicolon === -1 ? header.length : semicolon;
    const equals = header.indexOf('=', start);
    if (equals !== -1 && equals < end) {
      const name = trimmed(header, start, equals);
      if (name !== '' && every(name, nameCharacter) && !(name in cookies)) {
        let value = trimmed(header, equals + 1, end);
        if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
        if (every(value, valueCharacter)) cookies[name] = tryDecodeURIComponent(value);
      }
    }
    start = end + 1;
  }
  return cookies;
}
