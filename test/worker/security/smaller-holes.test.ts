import { afterEach, describe, expect, it } from 'vitest';
import { forgetLoginInfo } from '../../../worker/app-api/login-info-cache';
import { getAnonymous } from '../helpers';

/** Issue 27's smaller holes, each tried as it was reported (decision 112). */
const origin = 'https://retail.test';

afterEach(() => forgetLoginInfo());

/** The sign-in link of a login page, as a browser would follow it. */
async function signInLink(response: Response): Promise<URL> {
  const html = await response.text();
  const href = /<a class="button login__action" href="([^"]*)"/.exec(html)?.[1];
  expect(href).toBeDefined();
  return new URL(href!.replaceAll('&amp;', '&'), origin);
}

describe('a: the sign-in link carries only the known parameters', () => {
  it.each([
    [
      'beside url and backlink',
      '/login?url=%2F__emulator%2Fsign-in&backlink=%2Fcs%2Fkontakty&return=https%3A%2F%2Fevil.example&next=%2F%2Fevil.example',
    ],
    ['inside url', '/login?url=%2F__emulator%2Fsign-in%3Freturn%3Dhttps%253A%252F%252Fevil.example%26RelayState%3Devil&backlink=%2Fcs%2Fkontakty'],
    ['unencoded in url', '/login?url=/__emulator/sign-in?return=https://evil.example&backlink=/cs/kontakty'],
  ])('%s', async (_, path) => {
    const response = await getAnonymous(path);
    expect(response.status).toBe(200);
    const link = await signInLink(response);
    expect(link.pathname).toBe('/__emulator/sign-in');
    expect([...link.searchParams.keys()]).toEqual(['backlink']);
    expect(link.searchParams.get('backlink')).toBe('/cs/kontakty');
  });
});
