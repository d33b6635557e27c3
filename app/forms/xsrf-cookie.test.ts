import { describe, expect, it } from 'vitest';
import { xsrfTokenOf } from './xsrf-cookie';

// product §7 anti-forgery: the page's script echoes the `XSRF-TOKEN` cookie. Another cookie of that name (a sibling
// subdomain's, or one for another path) must not be the one it picks when the page knows its own (decision 112).
describe('xsrfTokenOf', () => {
  it.each([
    ['a=1; XSRF-TOKEN=good.sig; b=2', undefined, 'good.sig'],
    ['XSRF-TOKEN=planted.x; XSRF-TOKEN=good.sig', 'good.sig', 'good.sig'],
    ['XSRF-TOKEN=good.sig; XSRF-TOKEN=planted.x', 'good.sig', 'good.sig'],
    ['XSRF-TOKEN=planted.x; XSRF-TOKEN=good.sig', undefined, 'good.sig'],
    ['XSRF-TOKEN=renewed.sig', 'stale.sig', 'renewed.sig'],
    ['other=1', 'page.sig', 'page.sig'],
    ['', undefined, undefined],
    ['XSRF-TOKEN=a%3Db', undefined, 'a=b'],
  ])('%j with the page token %j echoes %j', (cookies, pageToken, expected) => {
    expect(xsrfTokenOf(cookies, pageToken)).toBe(expected);
  });
});
