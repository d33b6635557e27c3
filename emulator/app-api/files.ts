// GET /files/{file id}/{file name} (product §7 "Downloads a file"; the path is the project's, decision 110): the
// demo asset library's bytes for the app's client-credentials bearer, with single byte ranges as a file server
// answers them.
import { Hono } from 'hono';
import { assetBytes, assetFileNameById, assetType } from '../assets/registry.ts';
import type { EmulatorEnv } from '../env.ts';
import { AppApiError } from './errors.ts';
import { requireToken } from './oauth.ts';

export const fileRoutes = new Hono<EmulatorEnv>();

type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined;

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range (RFC 9110 §14.1.2); anything else is ignored (the whole file). */
export function byteRange(header: string | undefined, size: number): ByteRange {
  const match = header ? /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  return start >= size ? 'unsatisfiable' : { start, end };
}

const missingParameters = () => new AppApiError(400, 'Bad request - missing required parameters');

fileRoutes.get('/:fileId/:fileName', async (c) => {
  await requireToken(c);
  const fileName = assetFileNameById(c.req.param('fileId'));
  if (!fileName || fileName !== c.req.param('fileName')) throw new AppApiError(404);
  const bytes = assetBytes(fileName);
  const headers = new Headers({
    'Content-Type': assetType(fileName),
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, no-store',
  });
  const range = byteRange(c.req.header('Range'), bytes.length);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${bytes.length}`);
    return new Response(null, { status: 416, headers });
  }
  const part = range ? bytes.slice(range.start, range.end + 1) : bytes.slice();
  headers.set('Content-Length', String(part.length));
  if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${bytes.length}`);
  return new Response(part.buffer, { status: range ? 206 : 200, headers });
});

// Anything else under /files lacks the file id or its name.
fileRoutes.get('*', () => {
  throw missingParameters();
});
