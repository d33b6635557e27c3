import { notFound } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentError } from '../content/client';
import { HttpError, statusOf } from '../errors';
import { withSafeErrors } from './safe-loader';

afterEach(() => vi.restoreAllMocks());

describe('loader errors', () => {
  it('replace an unexpected failure by a bare error, logged where it happened', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = withSafeErrors(async () => {
      throw new Error('GET https://deliver.kontent.ai/secret-env/items failed');
    });
    await expect(loader()).rejects.toThrow(/^Internal server error$/);
    expect(log).toHaveBeenCalledWith('Loader failed:', 'GET https://deliver.kontent.ai/secret-env/items failed');
  });

  it('keep the status of Kontent failing or busy, and its Retry-After, but none of its words', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const busy = Object.assign(new ContentError('Too many content requests in progress at secret-host', 503), { retryAfterSeconds: 1 });
    const failed = await withSafeErrors(async () => Promise.reject(busy))().catch((error: unknown) => error);
    expect(failed).toMatchObject({ name: 'UpstreamError', status: 503, retryAfterSeconds: 1, message: 'Internal server error' });
    expect(statusOf(failed)).toBe(503);
    for (const status of [502, 504]) {
      const upstream = await withSafeErrors(async () => Promise.reject(new ContentError('Bad Gateway', status)))().catch((error: unknown) => error);
      expect(upstream).toMatchObject({ name: 'UpstreamError', status, retryAfterSeconds: undefined });
    }
    // Kontent refusing the query (4xx) or failing plainly (500) is the site's problem: a bare 500.
    for (const status of [400, 500]) {
      const ours = await withSafeErrors(async () => Promise.reject(new ContentError('Internal server error', status)))().catch(
        (error: unknown) => error,
      );
      expect(statusOf(ours)).toBe(500);
      expect(ours).toMatchObject({ name: 'Error' });
    }
  });

  it('pass deliberate outcomes on as they are', async () => {
    const missing = notFound();
    await expect(withSafeErrors(async () => Promise.reject(missing))()).rejects.toBe(missing);
    const gone = new HttpError(410, 'Gone');
    await expect(withSafeErrors(async () => Promise.reject(gone))()).rejects.toBe(gone);
  });

  it('treat a cancelled load (the visitor moved on) as no failure: passed on, not logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = new AbortController();
    controller.abort();
    const loader = withSafeErrors(async () => {
      controller.signal.throwIfAborted();
    });
    await expect(loader()).rejects.toMatchObject({ name: 'AbortError' });
    expect(log).not.toHaveBeenCalled();
  });
});
