import { exports } from 'cloudflare:workers';

/** A desktop Chrome user agent: TanStack streams only to browsers, and waits for everything for bots. */
export const browserHeaders = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  accept: 'text/html',
};

/** Requests the app worker as a browser would, without following redirects. */
export function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return exports.default.fetch(
    new Request(`https://retail.test${path}`, { headers: { ...browserHeaders, ...headers }, redirect: 'manual' }),
  );
}

export function heading(html: string): string | undefined {
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
}
