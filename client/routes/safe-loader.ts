import { isNotFound, isRedirect } from '@tanstack/react-router';
import { isHttpError } from '../errors';

/**
 * Loader errors are serialized into the page for hydration. Anything that is not a deliberate outcome (not found,
 * redirect, an HttpError meant for people) is logged where it happened and replaced by a bare error, so upstream
 * hosts, keys or internals never reach the browser. A loader cancelled because the visitor moved on (its signal
 * aborted) has not failed: it is passed on as it is, unlogged, for the router to drop.
 */
export function withSafeErrors<Args extends unknown[], Result>(loader: (...args: Args) => Promise<Result>): (...args: Args) => Promise<Result> {
  return async (...args) => {
    try {
      return await loader(...args);
    } catch (error) {
      if (isNotFound(error) || isRedirect(error) || isHttpError(error) || isAbort(error)) throw error;
      console.error('Loader failed:', error instanceof Error ? error.message : String(error));
      throw new Error('Internal server error');
    }
  };
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';
