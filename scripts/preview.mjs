// Serves the production build (dist/) in workerd through Vite's preview server, on loopback only.
// PORT picks the port (default 4173); the port is strict so tests never talk to a stale server.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { preview } from 'vite';

const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a TCP port number, got "${process.env.PORT}"`);
  process.exit(2);
}
// `DEMO_MODE=true npm run preview` serves the build in demo mode (no sign-in) without editing any file of the
// project (docs/operations.md). At preview time wrangler reads dist/ssr/.dev.vars over the built vars, so the
// switch is written there for this run; a run without DEMO_MODE removes it again.
const demoMode = process.env.DEMO_MODE;
if (demoMode !== undefined && demoMode !== 'true' && demoMode !== 'false') {
  console.error(`DEMO_MODE must be "true" or "false", got "${demoMode}"`);
  process.exit(2);
}
const devVars = 'dist/ssr/.dev.vars';
if (existsSync('dist/ssr')) {
  const kept = existsSync(devVars)
    ? readFileSync(devVars, 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('DEMO_MODE='))
    : [];
  if (demoMode !== undefined) kept.push(`DEMO_MODE='${demoMode}'`);
  if (kept.length || existsSync(devVars)) writeFileSync(devVars, kept.map((line) => `${line}\n`).join(''));
}

// A run with state of its own (WORKER_STATE_PATH, vite.config.ts) starts from none: what an earlier run cached is not
// what this one tests.
if (process.env.WORKER_STATE_PATH) rmSync(process.env.WORKER_STATE_PATH, { recursive: true, force: true });

/**
 * The largest request body the worker reads (worker/webhooks/kontent.ts `webhookMaxBytes`; forms take 64 KiB,
 * worker/forms/api-routes.ts). The worker refuses a larger one from its length alone, before the body has arrived,
 * and closes the connection: the local server, still sending the body on, then lost the worker's 413 (a 502, once a
 * 500 with Node's stack trace). It answers such a request itself, with the worker's status.
 */
const largestBodyBytes = 256 * 1024;

/** Cloudflare refuses larger bodies at the edge (413); up to this much a refused body is read before the answer. */
const edgeBodyBytes = 100 * 1024 * 1024;

const json = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
};

/**
 * Answers a request whose body it will not forward, once the body has arrived: a client still sending when the
 * connection closes (as it does after this answer when it asked for `Connection: close`) loses the answer.
 */
function refuseAfterBody(request, response, status, body) {
  let read = 0;
  const answer = () => {
    if (response.headersSent) return;
    request.removeAllListeners('data');
    json(response, status, body);
  };
  request.on('data', (chunk) => {
    read += chunk.length;
    if (read > edgeBodyBytes) {
      answer();
      request.destroy();
    }
  });
  request.once('end', answer);
  request.once('error', () => response.destroy());
}

/**
 * `npm run preview` answers like the edge (issue 28): whatever a client sends, the worker's answer, or a 4xx of this
 * server without a stack trace.
 *
 * The Cloudflare plugin reads a request's address as `new URL(url, origin)`, so a path that starts with `//` (15,000
 * slashes, say) reads as another host, or as no address at all, and Node answered 500 with its stack trace. At the
 * edge the worker gets such a path as a path and answers it (414 for a long one). Written as an absolute address
 * on this server's own origin, it reaches the worker as the same path.
 */
const answersLikeTheEdge = {
  name: 'preview-answers-like-the-edge',
  enforce: 'pre',
  configurePreviewServer(server) {
    server.middlewares.use((request, response, next) => {
      const length = request.headers['content-length'];
      if (length !== undefined && Number(length) > largestBodyBytes)
        return refuseAfterBody(request, response, 413, {
          error: 'Payload Too Large',
          message: `The site reads request bodies of at most ${largestBodyBytes} bytes.`,
        });
      // A body without a length could only be refused once it had grown too large, with the same loss as above.
      if (length === undefined && request.headers['transfer-encoding'] !== undefined)
        return refuseAfterBody(request, response, 411, {
          error: 'Length Required',
          message: 'The local server takes request bodies with a Content-Length.',
        });
      // The plugin reads `originalUrl` when there is one (connect's, which every later middleware sees).
      if (request.url?.startsWith('//')) request.url = request.originalUrl = `http://127.0.0.1:${port}${request.url}`;
      next();
    });
    // After every other middleware: connect's final handler would print the error's stack trace into the page.
    return () => {
      server.middlewares.use((error, request, response, _next) => {
        console.error(`preview: ${request.method} ${request.url?.slice(0, 200)} failed:`, error instanceof Error ? error.message : error);
        if (response.headersSent) return response.destroy();
        // The plugin could not read the address (a Host header such as `127.0.0.1:99999`): the request's fault.
        if (error?.code === 'ERR_INVALID_URL')
          return json(response, 400, { error: 'Bad Request', message: 'The request names no address this server can read.' });
        // The local worker closed the connection before it answered: nothing a client sends should lead here.
        json(response, 502, { error: 'Bad Gateway', message: 'The local worker closed the connection before it answered.' });
      });
    };
  },
};

const server = await preview({ plugins: [answersLikeTheEdge], preview: { host: '127.0.0.1', port, strictPort: true, open: false } });
server.printUrls();

/** The switch lasts for this run only (a run without DEMO_MODE removes it too, should this one be killed). */
function removeDemoSwitch() {
  if (demoMode !== undefined && existsSync(devVars)) {
    writeFileSync(
      devVars,
      readFileSync(devVars, 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('DEMO_MODE='))
        .map((line) => `${line}\n`)
        .join(''),
    );
  }
}

// This script owns its shutdown. Vite and the Cloudflare plugin's miniflare each listen for SIGTERM/SIGINT, and
// miniflare's listener exits on the spot (status 128 + signal), before ours would run: theirs are removed here.
// miniflare's exit hook stays, so workerd is killed on any exit, even a forced one.
for (const signal of ['SIGINT', 'SIGTERM']) process.removeAllListeners(signal);
let stopping = false;
const stop = () => {
  if (stopping) process.exit(1); // a second signal: leave now
  stopping = true;
  removeDemoSwitch();
  // Keep-alive clients (browsers, load tools) must not hold the close open: idle connections are closed now and
  // active ones cut. server.close() then stops listening and disposes miniflare, which kills workerd and waits
  // for it; should anything hang, the deadline ends the process (and the exit hook workerd).
  server.httpServer.closeIdleConnections?.();
  server.httpServer.closeAllConnections?.();
  setTimeout(() => process.exit(1), 2000).unref();
  server.close().then(
    () => process.exit(0),
    (error) => {
      console.error('Closing the preview failed:', error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
