import {
  createSsrStreamResponse,
  defineHandlerCallback,
  getSsrStatus,
  RouterServer,
  transformReadableStreamWithRouter,
  waitForRequest,
} from '@tanstack/react-router/ssr/server';
import { loadViewsForServer } from '../../app/deferred';
import { isCrawler } from './crawler';
import { renderToByteStream } from './render-stream';

/**
 * TanStack's defaultStreamHandler (the web-stream branch of @tanstack/react-router's renderRouterToStream, 1.170),
 * with two changes: the crawler check of the User-Agent is remembered per isolate (./crawler.ts, decision 057), and
 * React's output reaches the router's transform one chunk per flush instead of in 4 KB arrays (./render-stream.ts,
 * decision 091). The same render options, the same router stream transform, the same answer to a crawler (the page
 * once all of it is ready) and to a browser (the shell first). Compare with TanStack's when upgrading it. Before it
 * renders, the modules of the views that load after the page in the browser (app/deferred.tsx: forms, rarer blocks)
 * are at hand, so the HTML has them whole: the router has loaded the page's modules by now, which declared them.
 */
export const streamHandler = defineHandlerCallback(async ({ request, router, responseHeaders }) => {
  const signal = request.signal;
  if (signal.aborted) {
    router.serverSsr?.cleanup();
    throw signal.reason;
  }
  let rendererTeardown = false;
  const bot = isCrawler(request.headers.get('User-Agent'));
  try {
    await loadViewsForServer();
    const { stream, allReady } = await renderToByteStream(<RouterServer router={router} />, {
      signal,
      nonce: router.options.ssr?.nonce,
      onError: (error: unknown, info: unknown) => {
        if (!rendererTeardown && !signal.aborted) console.error('Error in renderToReadableStream:', error, info);
      },
    });
    const rendererAbort = bot ? new AbortController() : undefined;
    const responseStream = transformReadableStreamWithRouter(router, stream, {
      rendererSafePoint: 'script-close',
      signal,
      onAbort: (reason: unknown) => {
        rendererTeardown = true;
        rendererAbort?.abort(reason);
      },
    });
    if (rendererAbort) await waitForRequest(allReady, rendererAbort.signal);
    return createSsrStreamResponse(router, new Response(responseStream, { status: getSsrStatus(router), headers: responseHeaders }));
  } catch (error) {
    router.serverSsr?.cleanup();
    throw error;
  }
});
