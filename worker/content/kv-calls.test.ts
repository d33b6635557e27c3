import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../log/logger';
import { forgetKvHealth, kvBounds, kvCall, kvResting, KvUnavailableError } from './kv-calls';

/** A logger that keeps its lines. */
function recordingLogger() {
  const lines: Array<{ level: string; message: string; fields?: Record<string, unknown> }> = [];
  const at =
    (level: string) =>
    (message: string, fields?: Record<string, unknown>): void =>
      void lines.push({ level, message, ...(fields ? { fields } : {}) });
  const logger: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { lines, logger };
}

const never = () => new Promise<never>(() => {});
const failing = (message: string) => () => Promise.reject(new Error(message));

beforeEach(() => {
  vi.useFakeTimers();
  forgetKvHealth();
});
afterEach(() => vi.useRealTimers());

describe('bounded KV calls (decision 109)', () => {
  it("answers what KV answers, and changes nothing of the isolate's view", async () => {
    expect(await kvCall('GET', async () => 'value', kvBounds.readMs)).toBe('value');
    expect(kvResting(Date.now())).toBe(false);
  });

  it('gives up on a call that does not answer in time, and names the wait', async () => {
    const call = kvCall('GET', never, kvBounds.readMs);
    const outcome = expect(call).rejects.toThrow(new KvUnavailableError('GET', 'timeout', '500'));
    await vi.advanceTimersByTimeAsync(kvBounds.readMs);
    await outcome;
    await expect(call).rejects.toMatchObject({ operation: 'GET', reason: 'timeout', message: 'KV GET did not answer within 500 ms' });
  });

  it("keeps KV's own words for a failure", async () => {
    await expect(kvCall('LIST', failing('KV LIST failed: 503 Service Unavailable'), kvBounds.readMs)).rejects.toMatchObject({
      reason: 'error',
      message: 'KV LIST failed: 503 Service Unavailable',
    });
  });

  it('leaves KV alone for a while after a failed read, then asks it again', async () => {
    await expect(kvCall('GET', failing('KV GET failed: 500'), kvBounds.readMs)).rejects.toThrow();
    expect(kvResting(Date.now())).toBe(true);
    expect(kvResting(Date.now() + kvBounds.restMs - 1)).toBe(true);
    expect(kvResting(Date.now() + kvBounds.restMs)).toBe(false);
  });

  it('does not leave KV alone after a failed write: KV refuses a second write of a key within a second while reads work', async () => {
    await expect(kvCall('PUT', failing('KV PUT failed: 429 Too Many Requests'), kvBounds.writeMs)).rejects.toThrow();
    expect(kvResting(Date.now())).toBe(false);
  });

  it('says so once when reads start failing, again at most once a minute, and once KV answers three reads in a row', async () => {
    const { lines, logger } = recordingLogger();
    for (let i = 0; i < 5; i++) await kvCall('GET', failing('KV GET failed: 503'), kvBounds.readMs, logger).catch(() => undefined);
    expect(lines.map((line) => line.message)).toEqual(['Content cache (KV) failing: answering from the copies in this location']);
    vi.advanceTimersByTime(kvBounds.reportMs);
    await kvCall('GET', failing('KV GET failed: 503'), kvBounds.readMs, logger).catch(() => undefined);
    expect(lines.at(-1)).toMatchObject({ level: 'warn', message: 'Content cache (KV) still failing', fields: { failures: 6, failingSeconds: 60 } });
    // One answer among failures is not KV back: three in a row are.
    await kvCall('GET', async () => null, kvBounds.readMs, logger);
    await kvCall('GET', failing('KV GET failed: 503'), kvBounds.readMs, logger).catch(() => undefined);
    for (let i = 0; i < kvBounds.recoveredAfter - 1; i++) await kvCall('GET', async () => null, kvBounds.readMs, logger);
    expect(lines).toHaveLength(2);
    await kvCall('GET', async () => null, kvBounds.readMs, logger);
    expect(lines.at(-1)).toMatchObject({ level: 'info', message: 'Content cache (KV) answers again', fields: { failures: 7 } });
    expect(lines).toHaveLength(3);
  });

  it('reports failed writes at most once a minute', async () => {
    const { lines, logger } = recordingLogger();
    for (let i = 0; i < 3; i++) await kvCall('PUT', failing('KV PUT failed: 503'), kvBounds.writeMs, logger).catch(() => undefined);
    expect(lines).toEqual([
      {
        level: 'warn',
        message: 'Content cache (KV) write failed',
        fields: { operation: 'PUT', reason: 'error', error: 'KV PUT failed: 503', writeFailures: 1 },
      },
    ]);
  });
});
