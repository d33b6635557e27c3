// The plugin's internal workerd module (@cloudflare/vitest-plugin 1.4.10, dist/worker/lib/cloudflare/test-internal.mjs);
// only test/worker/module-fetches-outlive-requests.ts uses it.
declare module 'cloudflare:test-internal' {
  /** Adds the promise to the running handler's waitUntil, or to the test's global waitUntil outside a handler. */
  export function registerHandlerAndGlobalWaitUntil(promise: Promise<unknown>): void;
}
