// Setup file of the worker project (runs inside workerd before each test file).
//
// The worker's code reaches workerd through Vitest's module runner: every `import()` asks the runner, which fetches
// the module (or, for a module it has, a "cached" answer) over the plugin's socket. When a request that started
// such a fetch ends first (a 404 settles before its deferred layout content), workerd cancels the fetch with the
// request, the promise never settles, and the runner keeps handing that same pending promise to every later
// `import()` of the module: every later page waits for its streamed content until the test times out. So each
// module fetch is added to the handler's waitUntil, which keeps it alive past the end of its request, as a bundled
// module in production is. @cloudflare/vitest-plugin 1.4.10 routes the fetch through its runner object but does
// not do this (decision 056).
import { registerHandlerAndGlobalWaitUntil } from 'cloudflare:test-internal';

interface RunnerTransport {
  invoke: (...args: unknown[]) => Promise<unknown>;
}
const mocker = (globalThis as { __vitest_mocker__?: { moduleRunner?: { transport?: RunnerTransport } } }).__vitest_mocker__;
const transport = mocker?.moduleRunner?.transport;
if (!transport || typeof transport.invoke !== 'function') {
  throw new Error('module-fetches-outlive-requests: Vitest module runner transport not found (Vitest or plugin changed)');
}
const marked = transport as RunnerTransport & { keptAlive?: true };
if (!marked.keptAlive) {
  const invoke = transport.invoke.bind(transport);
  marked.invoke = (...args: unknown[]) => {
    const fetched = invoke(...args);
    registerHandlerAndGlobalWaitUntil(fetched.catch(() => undefined));
    return fetched;
  };
  marked.keptAlive = true;
}
