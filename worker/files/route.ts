import { Hono, type Context } from 'hono';
import { filePath, parseFilePath, type FileRef } from '../../app/content/files';
import { safeBacklink } from '../../app/guards/login-params';
import { getLocale, isLocaleCode, localeCookie } from '../../app/i18n/locales';
import { localePath } from '../../app/i18n/paths';
import { AppApiError, appApiFetch } from '../app-api/client';
import { getAccessToken } from '../app-api/token';
import { requestCookie } from '../http/request-cookies';
import { requestUrl } from '../http/request-url';
import type { Logger } from '../log/logger';
import { apiSignInRequired, type SessionVariables } from '../session/visitor';
import { attachment } from './attachment';

/**
 * `GET /files/{file id}/{file name}` (decision 110): a download for a signed-in visitor, fetched from the App API's
 * `GET /files/{file}` (product §7) with the worker's client-credentials token and streamed back. The session check
 * (`requireSession` with `fileSignInRequired`) runs before this, in worker/index.ts.
 */
export const fileRoutes = new Hono<{ Bindings: Env; Variables: SessionVariables }>();

/** A file answer waits this long for the App API's headers per attempt; its body then streams without a deadline. */
export const fileAttemptTimeoutMs = 5000;

/** What passes from the App API's answer to the visitor's, besides the type, which is checked. */
const passedHeaders = ['content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'] as const;
/** A media type as a file server sends it; anything else is sent as bytes. */
const mediaType = /^[\w.+-]{1,64}\/[\w.+-]{1,128}(\s*;\s*[\w.+-]+=[\w.+"-]{1,64}){0,3}$/;
/** One or more byte ranges; anything else is not forwarded (RFC 9110: a Range a server cannot read is ignored). */
const byteRanges = /^bytes=\d{0,15}-\d{0,15}(\s*,\s*\d{0,15}-\d{0,15}){0,7}$/;

const problem = (c: Context, status: 400 | 404 | 405 | 502 | 503, error: string, message: string) =>
  c.json({ error, message, requestId: c.get('requestId') }, status, { 'cache-control': 'no-store' });

/** product §8: the file call's 400. */
const badRequest = (c: Context) => problem(c, 400, 'Bad Request', 'Bad request - missing required parameters');

/**
 * Signed out: a browser navigating to a file (a link clicked, an address typed) is sent to the login page with the
 * file as its way back, as a page would be; any other caller gets the proxy's 401 JSON (decision 110).
 */
export function fileSignInRequired(c: Context): Response | undefined {
  const navigation = c.req.header('sec-fetch-mode') === 'navigate' || (c.req.header('accept') ?? '').includes('text/html');
  if (!navigation || c.req.method !== 'GET') return undefined;
  const config = c.get('config');
  const url = requestUrl(c);
  const cookie = requestCookie(c, localeCookie.name);
  const locale = isLocaleCode(cookie) ? cookie : getLocale('default').code;
  const backlink = safeBacklink(`${config.BASE_PATH}${url.pathname}`, config.BASE_PATH) ?? `${config.BASE_PATH}/`;
  return c.redirect(`${config.BASE_PATH}${localePath(locale, 'login')}?${new URLSearchParams({ backlink })}`, 302);
}

/** The 401 of a file request that is not a browser navigation: the `/api/*` answer. */
export const fileSignInBody = apiSignInRequired;

fileRoutes.get('*', async (c) => {
  const file = parseFilePath(requestUrl(c).pathname);
  if (!file) return badRequest(c);
  const log = c.get('log');
  let upstream: Response;
  try {
    upstream = await fetchFile(c, file, log);
  } catch (error) {
    if (error instanceof AppApiError || (error instanceof Error && error.name === 'TimeoutError')) {
      log.warn('File unavailable: the App API did not answer', { file: file.id, timedOut: error instanceof AppApiError && error.timedOut });
      return unavailable(c);
    }
    throw error;
  }
  return answerOf(c, file, upstream, log);
});

// Only reading: a POST to a file is no form post to a page.
fileRoutes.all('*', (c) => problem(c, 405, 'Method Not Allowed', 'Files are read with GET or HEAD.'));

async function fetchFile(c: Context, file: FileRef, log: Logger): Promise<Response> {
  const config = c.get('config');
  const token = await getAccessToken(c.env, config, log).catch(() => {
    throw new AppApiError('No App API token for a file', 503);
  });
  const range = c.req.header('range');
  return appApiFetch(c.env, config, filePath(file), {
    headers: {
      authorization: `Bearer ${token.value}`,
      accept: '*/*',
      ...(range && range.length <= 200 && byteRanges.test(range) ? { range } : {}),
    },
    signal: c.req.raw.signal,
    timeoutMs: fileAttemptTimeoutMs,
  });
}

const unavailable = (c: Context) => {
  const answer = problem(c, 503, 'Service Unavailable', 'Files cannot be downloaded right now. Please try again later.');
  answer.headers.set('retry-after', '30');
  return answer;
};

/** The App API's answer as the visitor's: the file with its headers, or an error that says nothing of upstream. */
async function answerOf(c: Context, file: FileRef, upstream: Response, log: Logger): Promise<Response> {
  const { status } = upstream;
  if (status === 200 || status === 206 || status === 416) {
    const headers = new Headers({
      'content-type': fileType(upstream.headers.get('content-type')),
      'content-disposition': attachment(file.name),
      'cache-control': 'private, no-store',
      vary: 'Cookie',
    });
    for (const name of passedHeaders) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    // A HEAD (answered by this GET route, its body dropped) or a 416 has no body to stream: the upstream one is let go.
    const bodyless = status === 416 || c.req.method === 'HEAD';
    if (bodyless) await upstream.body?.cancel();
    return new Response(bodyless ? null : upstream.body, { status, headers });
  }
  await upstream.body?.cancel();
  if (status === 404 || status === 410) return problem(c, 404, 'Not Found', 'Not found - requested resource does not exist');
  if (status === 400) return badRequest(c);
  if (status >= 500 || status === 429 || status === 408) {
    log.warn('File unavailable: the App API answered an error', { file: file.id, status });
    return unavailable(c);
  }
  // 401 or 403 to the worker's own token, or an answer the contract has no place for: the site's problem, not the visitor's.
  log.error('File refused or not understood by the App API', { file: file.id, status });
  return problem(c, 502, 'Bad Gateway', 'The file could not be fetched.');
}

function fileType(value: string | null): string {
  const type = value?.trim();
  return type && mediaType.test(type) ? type : 'application/octet-stream';
}
