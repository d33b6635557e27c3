/**
 * Ways to write "somewhere else" as a path, for the one local-path check (app/url/local-path.ts): every entry
 * must be refused. Built from a few destinations and the disguises attackers use for them, so a new disguise is
 * one line and is tried against every destination.
 */

/** Where an attacker wants the visitor to go. */
const destinations = ['evil.example', 'evil.example/cs/login', '203.0.113.7', '[::1]', 'retail.test@evil.example', 'user:pass@evil.example'];

/** A path that leads to `host` once a browser, the login provider or our own router reads it. */
const disguises: ReadonlyArray<(host: string) => string> = [
  (host) => `//${host}`,
  (host) => `///${host}`,
  (host) => `////${host}`,
  (host) => `/\\${host}`,
  (host) => `\\\\${host}`,
  (host) => `/\\/${host}`,
  (host) => `\\/${host}`,
  (host) => `/\t/${host}`,
  (host) => `/\n/${host}`,
  (host) => `/\r\n/${host}`,
  (host) => `/ /${host}`,
  (host) => `/\u0000/${host}`,
  (host) => `\t//${host}`,
  (host) => ` //${host}`,
  (host) => `/..//${host}`,
  (host) => `/./..//${host}`,
  (host) => `/.//${host}`,
  (host) => `/cs/..//${host}`,
  (host) => `/cs/../..//${host}`,
  (host) => `/%2e%2e//${host}`,
  (host) => `/%2E%2E//${host}`,
  (host) => `/.%2e//${host}`,
  (host) => `/%2e//${host}`,
  (host) => `/%252e%252e//${host}`,
  (host) => `/%25252e%25252e//${host}`,
  (host) => `/%2F${host}`,
  (host) => `/%2f/${host}`,
  (host) => `/%2F%2F${host}`,
  (host) => `/%252F/${host}`,
  (host) => `/%5C${host}`,
  (host) => `/%5c/${host}`,
  (host) => `/%255C${host}`,
  (host) => `/%09/${host}`,
  (host) => `/%0a/${host}`,
  (host) => `/%0d%0a/${host}`,
  (host) => `/%00/${host}`,
  (host) => `/%20/${host}`,
  (host) => `/\uff0f${host}`,
  (host) => `/\u2215${host}`,
  (host) => `/\u2044${host}`,
  (host) => `/\uff3c${host}`,
  (host) => `/%EF%BC%8F${host}`,
  (host) => `/%E2%88%95${host}`,
  (host) => `/\uff0e\uff0e//${host}`,
  (host) => `/\u2024\u2024//${host}`,
  (host) => `/%EF%BC%8E%EF%BC%8E//${host}`,
  (host) => `/\u200b/${host}`,
  (host) => `/\u00a0/${host}`,
  (host) => `/\u2028/${host}`,
  (host) => `/\ufeff/${host}`,
  (host) => `https://${host}`,
  (host) => `HTTPS://${host}`,
  (host) => `https:${host}`,
  (host) => `https:/${host}`,
  (host) => `https:\\\\${host}`,
  (host) => `http://${host}`,
  (host) => `ftp://${host}`,
  (host) => `//${host}/%2F..`,
  (host) => `%2F%2F${host}`,
  (host) => `%5C%5C${host}`,
  (host) => `.${host}`,
  (host) => `${host}`,
  (host) => `@${host}`,
];

/** Schemes that run or show something instead of navigating. */
const schemes = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://evil.example/1',
];

export const hostilePaths: readonly string[] = [
  ...new Set([...destinations.flatMap((host) => disguises.map((disguise) => disguise(host))), ...schemes, '', '/'.repeat(2), `/${'a'.repeat(2048)}`]),
];

/** Paths of the site, as a visitor or our own guards write them, and what the check makes of them. */
export const sitePaths: ReadonlyArray<readonly [string, string]> = [
  ['/', '/'],
  ['/cs/kontakty', '/cs/kontakty'],
  ['/news?page=2#top', '/news?page=2#top'],
  ['/cs/kontakty/../novinky', '/cs/novinky'],
  ['/cs/./novinky', '/cs/novinky'],
  ['/@user', '/@user'],
  ['/@evil.example', '/@evil.example'],
  ['/news?q=a%20b', '/news?q=a%20b'],
  ['/news?next=//evil.example', '/news?next=//evil.example'],
  ['/bg_bg/novini-за-търговци', '/bg_bg/novini-%D0%B7%D0%B0-%D1%82%D1%8A%D1%80%D0%B3%D0%BE%D0%B2%D1%86%D0%B8'],
  ['/retail-standards-2025', '/retail-standards-2025'],
  ['/list/experience-showroom_walk', '/list/experience-showroom_walk'],
];
