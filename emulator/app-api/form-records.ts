// What the App API stand-in received on its form endpoints (contact requests, newsletter subscriptions), newest last,
// and the answers it keeps per Idempotency-Key so a retried submission is answered, not stored, again. In memory per
// isolate; GET /form-records lists, DELETE clears (tests).
import { Hono } from 'hono';
import type { EmulatorEnv } from '../env.ts';

export type FormRecordKind = 'contact' | 'newsletter';

export interface FormRecord {
  readonly kind: FormRecordKind;
  /** The body as received (already validated by the endpoint). */
  readonly body: unknown;
  readonly idempotencyKey: string | null;
  /** stored: a new submission; replayed: a retry answered with the first answer, nothing stored. */
  readonly outcome: 'stored' | 'replayed';
  readonly at: string;
}

const records: FormRecord[] = [];
const maxRecords = 500;

export function record(entry: Omit<FormRecord, 'at'>): void {
  records.push({ ...entry, at: new Date().toISOString() });
  if (records.length > maxRecords) records.splice(0, records.length - maxRecords);
}

interface KeptAnswer {
  readonly fingerprint: string;
  readonly status: 201;
  readonly body: Record<string, unknown>;
  readonly keptAt: number;
}

/** Answers are kept a day per key, as payment APIs keep theirs; at most this many. */
const keptForMs = 24 * 60 * 60 * 1000;
const maxAnswers = 2000;
const answers = new Map<string, KeptAnswer>();

export function keptAnswer(key: string): KeptAnswer | undefined {
  const kept = answers.get(key);
  if (kept && Date.now() - kept.keptAt > keptForMs) {
    answers.delete(key);
    return undefined;
  }
  return kept;
}

export function keepAnswer(key: string, fingerprint: string, body: Record<string, unknown>): void {
  answers.set(key, { fingerprint, status: 201, body, keptAt: Date.now() });
  while (answers.size > maxAnswers) answers.delete(answers.keys().next().value as string);
}

export const formRecordRoutes = new Hono<EmulatorEnv>();

formRecordRoutes.get('/', (c) => c.json({ records }));

formRecordRoutes.delete('/', (c) => {
  records.length = 0;
  answers.clear();
  return c.body(null, 204);
});
