import { parse } from 'hono/utils/cookie';
import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from './cookie-header';

// The parse every page request makes (decision 120) must answer exactly as Hono's, which it replaces.
const samples = [
  '',
  'a=1',
  'a=1; b=2',
  ' a = 1 ;\tb=2\t; ; c',
  'a=1; a=2',
  'a=bad value\u0001; a=good',
  'a="quoted"; b="; c=""; d="x',
  'n%41me=v%20alue; x=%E0%A4%A; y=%zz',
  'weird name=1; na;me=2; ok!#$%&*+-.^_`|~=3; é=4; a\\b=5; a"b=6; <x>=7; [y]=8; {z}=9',
  'v=a,b; w=a\\b; x=a"b; y=a b; z=é',
  '__Host-rx-session=eyJpYXQiOjE3.abc_def-ghi; i18n_redirected=default; xsrf-token=t0k3n; __proto__=x; constructor=y',
  '=value; ==; a==b; b=c=d',
];

describe('the Cookie header parse', () => {
  it('answers as Hono parses, cookie for cookie', () => {
    for (const header of samples) expect({ ...parseCookieHeader(header) }, header).toEqual({ ...parse(header) });
  });

  it('answers as Hono parses any mix of the characters that matter', () => {
    const alphabet = ['a', 'b', '=', ';', ' ', '\t', '"', '%', '2', '0', 'é', '\u0001', '\\', ',', '<', '['];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let round = 0; round < 3000; round += 1) {
      let header = '';
      const length = next() % 24;
      for (let i = 0; i < length; i += 1) header += alphabet[next() % alphabet.length];
      expect({ ...parseCookieHeader(header) }, JSON.stringify(header)).toEqual({ ...parse(header) });
    }
  });

  it('answers an object without a prototype, so no inherited name is found', () => {
    expect(Object.getPrototypeOf(parseCookieHeader('a=1'))).toBe(null);
    expect(parseCookieHeader('a=1').constructor).toBeUndefined();
  });
});
