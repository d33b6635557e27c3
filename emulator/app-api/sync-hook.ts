// Stand-in for the external sync hook (product §7: a deferred cross-domain script). The script defines
// window.ssoSyncHook; each login(userId) / logout() call is posted back here and recorded, so tests can see them.
import { Hono } from 'hono';
import { z } from 'zod';
import { readConfig, type EmulatorEnv } from '../env.ts';

export interface SyncHookCall {
  readonly action: 'login' | 'logout';
  readonly userId?: string;
  readonly at: string;
}

/** Recorded calls, in memory per isolate (lost on restart), newest last; capped so it cannot grow unbounded. */
const calls: SyncHookCall[] = [];
const maxCalls = 200;

const callSchema = z.object({ action: z.enum(['login', 'logout']), userId: z.string().min(1).max(200).optional() });

const script = (base: string) => `(() => {
  const endpoint = ${JSON.stringify(`${base}/sync-hook/calls`)};
  const send = (body) => fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true });
  window.ssoSyncHook = { login: (userId) => send({ action: 'login', userId: String(userId) }), logout: () => send({ action: 'logout' }) };
})();
`;

export const syncHookRoutes = new Hono<EmulatorEnv>();

syncHookRoutes.get('/sync-hook.js', (c) =>
  c.body(script(readConfig(c.env).publicBase), 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }),
);

syncHookRoutes.post('/sync-hook/calls', async (c) => {
  const parsed = callSchema.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) return c.json({ error: 'Bad request - expected {action: "login"|"logout", userId?}' }, 400);
  calls.push({ ...parsed.data, at: new Date().toISOString() });
  if (calls.length > maxCalls) calls.splice(0, calls.length - maxCalls);
  return c.body(null, 204);
});

syncHookRoutes.get('/sync-hook/calls', (c) => c.json({ calls }));

syncHookRoutes.delete('/sync-hook/calls', (c) => {
  calls.length = 0;
  return c.body(null, 204);
});
