import { env, exports } from 'cloudflare:workers';
import { createExecutionContext, reset, waitOnExecutionContext } from 'cloudflare:test';
import { getConfig } from '../../../worker/config';
import { forgetMemory } from '../../../worker/content/cache';
import { readEdgeCopy } from '../../../worker/content/edge-copy';
import { forgetQueryBudgets } from '../../../worker/content/query-budget';
import { disarmKvFault, localFaultsPath } from '../../../worker/local/kv-faults';
import { createContentService, forgetInflight, type ContentServiceOptions } from '../../../worker/content/service';
import { upstreamFetch } from '../../../worker/content/upstream';
import { withRequestContext } from '../request-context';

/** Arms an emulator fault switch (docs/emulator.md "Faults"). */
export async function armFault(fault: Record<string, unknown>): Promise<void> {
  const response = await env.EMULATOR!.fetch('https://emulator.local/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ target: 'kontent', ...fault }),
  });
  if (response.status !== 201) throw new Error(`arming the fault failed: ${response.status} ${await response.text()}`);
}

/**
 * Arms the app's content cache fault switch (docs/emulator.md "Content cache faults") through its local route, as a
 * developer would: every request's CONTENT_CACHE then meets the fault.
 */
export async function armKvFault(fault: { mode: 'error' | 'timeout' | 'delay'; delayMs?: number; share?: number }): Promise<void> {
  const response = await exports.default.fetch(
    new Request(`https://retail.test${localFaultsPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    }),
  );
  if (response.status !== 201) throw new Error(`arming the KV fault failed: ${response.status} ${await response.text()}`);
}

export async function cleanUp(): Promise<void> {
  disarmKvFault();
  await env.EMULATOR!.fetch('https://emulator.local/faults', { method: 'DELETE' });
  await env.EMULATOR!.fetch('https://emulator.local/kontent/management/reset', {
    method: 'POST',
    headers: { authorization: 'Bearer emulator-management-api-key' },
  });
  forgetMemory();
  forgetQueryBudgets();
  forgetInflight();
  await reset();
  // Reads the reset cut short must not leave the next test's isolate thinking KV is failing (decision 109).
  forgetMemory();
}

/** A content service with recorded upstream calls and sleeps, and background work the test can await. */
export function harness(overrides: Partial<ContentServiceOptions> & { maxWaitMs?: number; fetcher?: typeof fetch } = {}) {
  const calls: string[] = [];
  const sleeps: number[] = [];
  const background: Promise<unknown>[] = [];
  const real = overrides.fetcher ?? upstreamFetch(env);
  const fetcher: typeof fetch = (input, init) => {
    calls.push(String(input instanceof Request ? input.url : input));
    return real(input, init);
  };
  const service = (preview = false, deadline = Date.now() + (overrides.maxWaitMs ?? 10_000)) =>
    createContentService({
      env,
      config: getConfig(env),
      ctx: { waitUntil: (promise) => background.push(promise) },
      preview,
      deadline,
      ...overrides,
      deps: {
        fetcher,
        sleep: async (ms) => {
          sleeps.push(ms);
        },
        random: () => 0.5,
        ...overrides.deps,
      },
    });
  const settle = async () => {
    while (background.length) await Promise.all(background.splice(0));
  };
  return { calls, sleeps, service, settle };
}

export const newsQuery = () => new URLSearchParams({ 'system.type': 'article', language: 'en', limit: '3', depth: '0' });

/** The cache's keys once at least `count` are written (KV writes finish after the response, through waitUntil). */
export async function cachedKeys(count: number): Promise<string[]> {
  for (let attempt = 0; ; attempt++) {
    const names = (await env.CONTENT_CACHE.list()).keys.map((key) => key.name).sort();
    if (names.length >= count || attempt >= 60) return names;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The cache's keys once at least `count` are written to KV and each has its copy in the location's cache (decision
 * 109): both are written after the response, through waitUntil.
 */
export async function copiedKeys(count: number): Promise<string[]> {
  const names = (await cachedKeys(count)).filter((name) => name.startsWith('c:'));
  for (let attempt = 0; attempt < 60; attempt++) {
    const copies = await Promise.all(names.map(readEdgeCopy));
    if (copies.every(Boolean)) return names;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no copy in the location's cache of ${names.join(', ')}`);
}

/** One upstream request as the proxy sent it: its URL and the headers that matter here. */
export interface Upstream {
  url: URL;
  continuation: string | null;
}

/**
 * The content proxy app called directly with the bindings of the tests, except that every request it makes to the
 * emulator (Kontent) is recorded first: what reaches the upstream is what a test asserts on. Calls through `get()`
 * go to the whole worker, whose upstream a test cannot see.
 */
export async function recordingProxy() {
  const contentProxy = withRequestContext((await import('../../../worker/content/proxy')).contentProxy);
  const emulator = env.EMULATOR!;
  const upstream: Upstream[] = [];
  const recorder: Fetcher = {
    fetch(input, init) {
      const request = new Request(input, init);
      upstream.push({ url: new URL(request.url), continuation: request.headers.get('x-continuation') });
      return emulator.fetch(request);
    },
    connect: (address, options) => emulator.connect(address, options),
  };
  const bindings: Env = { ...env, EMULATOR: recorder };
  const request = async (path: string, headers: Record<string, string> = {}) => {
    const ctx = createExecutionContext();
    const response = await contentProxy.request(`https://retail.test${path}`, { headers: { accept: 'application/json', ...headers } }, bindings, ctx);
    // Cache writes finish through waitUntil: the next request of a test must find them.
    await waitOnExecutionContext(ctx);
    return response;
  };
  return { request, upstream };
}

/** A KV namespace that counts the operations made through it (the platform allows 1,000 per invocation). */
export function countingKv(kv: KVNamespace) {
  const ops: string[] = [];
  const counted = new Proxy(kv, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        ops.push(String(property));
        return Reflect.apply(value, target, args);
      };
    },
  });
  return { kv: counted, ops };
}
