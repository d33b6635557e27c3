import { notFound } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../client/errors';
import { withSafeErrors } from '../../../client/routes/safe-loader';

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
