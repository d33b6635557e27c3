import { isNotFound, isRedirect } from '@tanstack/react-router';
import { ContentError } from '../content/client';
import { isHttpError, UpstreamError } from '../errors';

/** The statuses of Kontent failing or the worker being busy, kept (without their message) for the page's answer. */
const upstreamStatuses = new Set([502, 503, 504]);

/**
 * Loader errors are serialized into the page for hydration. Anything that is not a deliberate outcome (not found,
 * redirect, an HttpError meant for people) is logged where it happened and replaced by a bare error, so upstream
 * hosts, keys or internals never reach the browser; Kontent failing or busy keeps its status (UpstreamError). A loader cancelled because the visitor moved on (its signal
 * aborted) has not failed: it is passed on as it is, unlogged, for the router to drop.
 */
export function withSafeErrors<Args extends unknown[], Result>(loader: (...args: Args) => Promise<Result>): (...args: Args) => Promise<Result> {
  return async (...args) => {
    try {
      return await loader(...args);
    } catch (error) {
      if (isNotFound(error) || isRedirect(error) || isHttpError(error) || isAbort(error)) throw error;
      console.error('Loader failed:', error instanceof Error ? error.message : String(error));
      if (error instanceof ContentError && upstreamStatuses.has(error.status)) {
        const { retryAfterSeconds } = error as { retryAfterSeconds?: unknown };
        throw new UpstreamError(error.status, typeof retryAfterSeconds === 'number' ? retryAfterSeconds : undefined);
      }
      throw new Error('Internal server error');
    }
  };
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';
