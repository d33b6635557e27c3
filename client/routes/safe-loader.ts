import { isNotFound, isRedirect } from '@tanstack/react-router';
import { isHttpError } from '../errors';

/**
 * Loader errors are serialized into the page for hydration. Anything that is not a deliberate outcome (not found,
 * redirect, an HttpError meant for people) is logged where it happened and replaced by a bare error, so upstream
 * hosts, keys or internals never reach the browser.
 */
export function withSafeErrors<Args extends unknown[], Result>(
  loader: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    try {
      return await loader(...args);
    } catch (error) {
      if (isNotFound(error) || isRedirect(error) || isHttpError(error)) throw error;
      console.error('Loader failed:', error instanceof Error ? error.message : String(error));
      throw new Error('Internal server error');
    }
  };
}
