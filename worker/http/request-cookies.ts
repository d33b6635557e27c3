import type { Context } from 'hono';
import { parseCookieHeader } from './cookie-header';

/**
 * The request's cookies, parsed once. A page request reads up to seven of them (preview, session, anti-forgery token
 * and visitor, pending sync, locale, App API token), and Hono's `getCookie` reads the header and splits it again for
 * each. Same parse, same answers (the first well-formed occurrence of a name wins, values percent-decoded), once per
 * Request object (decision 099), with Hono's parse rules but not its regular expressions (./cookie-header.ts).
 */
const parsed = new WeakMap<Request, Record<string, string>>();

export function requestCookie(c: Context, name: string): string | undefined {
  const request = c.req.raw;
  let cookies = parsed.get(request);
  if (!cookies) {
    const header = request.headers.get('cookie');
    const read: Record<string, string> = header ? parseCookieHeader(header) : Object.create(null);
    parsed.set(request, read);
    cookies = read;
  }
  // The parse answers a null-prototype object: a name like `constructor` finds nothing it did not send.
  return cookies[name];
}

/**
 * Every value the request sends under `name`, in the order sent. A browser sends two cookies of one name when they
 * differ in path or domain (a sibling subdomain can plant one for the whole site), and which comes first is the
 * planter's choice: a check that must find the good one reads them all (decision 112).
 */
export function requestCookieValues(c: Context, name: string): string[] {
  const header = c.req.raw.headers.get('cookie');
  if (!header) return [];
  const values: string[] = [];
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    const decoded = percentDecoded(value);
    if (decoded !== undefined) values.push(decoded);
  }
  return values;
}

function percentDecoded(value: string): string | undefined {
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return undefined;
  }
}
