// Local-only switchboard for faults: POST arms one, GET lists, DELETE clears.
import { Hono } from 'hono';
import type { EmulatorEnv } from '../env.ts';
import { addFault, clearFaults, faultSchema, listFaults } from './state.ts';

export const faultRoutes = new Hono<EmulatorEnv>();

faultRoutes.get('/', (c) => c.json({ faults: listFaults() }));

faultRoutes.post('/', async (c) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = faultSchema.safeParse(body ?? {});
  if (!parsed.success) {
    return c.json({ error: 'Invalid fault', issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, 400);
  }
  return c.json({ fault: addFault(parsed.data) }, 201);
});

faultRoutes.delete('/', (c) => {
  clearFaults();
  return c.body(null, 204);
});
