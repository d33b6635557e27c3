import type { Context } from 'hono';
import { forgetLoginInfo } from '../app-api/login-info-cache';
import { isCrossOrigin } from '../http/same-origin';
import { localSwitchProblem } from './kv-faults';

export const emulatorPrefix = '/__emulator';

/**
 * Local only: `/__emulator/*` on the app's origin reaches the emulator (its sign-in page, demo assets and tools),
 * so the browser sees one origin as it will in production. Without the binding — staging, production — it is a 404.
 */
export async function emulatorGateway(c: Context<{ Bindings: Env }>): Promise<Response> {
  const emulator = c.env.EMULATOR;
  const config = c.get('config');
  if (!emulator || config.ENVIRONMENT !== 'local') return c.json({ error: 'Not found' }, 404);
  const url = new URL(c.req.url);
  const target = new URL(url.pathname.slice(emulatorPrefix.length) || '/', 'https://emulator.local');
  // The emulator's switches change what every page of this machine sees: another site may not throw them. Its
  // sign-in form posts from the emulator's own page, same origin.
  const changes = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  if (changes && (target.pathname === '/faults' || isCrossOrigin(c))) {
    const problem = localSwitchProblem(c);
    if (problem) return c.json({ error: problem.message }, problem.status);
  }
  target.search = url.search;
  // The development sign-out passes through here: what the worker keeps of this session goes with it.
  const cookie = c.req.header('cookie');
  if (target.pathname === '/sign-out' && cookie) await forgetLoginInfo(config, cookie);
  return emulator.fetch(new Request(target, c.req.raw));
}
