import { kvBounds, kvCall } from '../content/kv-calls';
import type { Logger } from '../log/logger';
import { boundedMemo } from '../../app/memo/bounded-memo';

/**
 * Replays of a signed webhook body (decisions 068, 105). Kontent's notifications carry no id and no delivery time,
 * so a body is recognised by its SHA-256: one applied body is remembered for the window, in this isolate and in KV
 * (key `w:{sha256}` of the content cache namespace). Its age proves nothing (an unpublish of old content carries an
 * old `last_modified`), so the memory alone tells a replay: one sent again after the window purges once more, which
 * is all a replay can do. A month is far longer than any retried delivery of Kontent's arrives late.
 */
export const replayWindowDays = 30;
const windowSeconds = replayWindowDays * 86_400;
const keyPrefix = 'w:';

/** Bodies this isolate applied lately: a replay in quick succession costs no KV read. */
const applied = boundedMemo<true>(1000, 100);

async function digest(body: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function replays(kv: KVNamespace, logger?: Logger) {
  return {
    /**
     * True when this very body was applied within the window (KV may miss one applied elsewhere in the last minute).
     * A KV that fails or is slow rejects (bounded, decision 109); the webhook then treats the body as new (decision
     * 105): applying a purge twice only purges again.
     */
    async seen(body: string): Promise<boolean> {
      const id = await digest(body);
      if (applied.get(id)) return true;
      return (await kvCall('GET', () => kv.get(`${keyPrefix}${id}`), kvBounds.readMs, logger)) !== null;
    },
    /** Remembers an applied body: in this isolate at once, then in KV (bounded; the webhook logs a failure). */
    async remember(body: string): Promise<void> {
      const id = await digest(body);
      applied.remember(id, true);
      await kvCall('PUT', () => kv.put(`${keyPrefix}${id}`, '1', { expirationTtl: windowSeconds }), kvBounds.writeMs, logger);
    },
  };
}
