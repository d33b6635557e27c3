// What every benchmark needs: the production build, served by `npm run preview` (workerd) on loopback, and a
// signed-in demo retailer (pages need a signed-in user, SPEC §6).
import { spawn, spawnSync } from 'node:child_process';

export function build() {
  const result = spawnSync('vite', ['build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('build failed');
}

/** Starts the preview server on `port` and waits for it; `stop()` ends it and everything it started. */
export async function startPreview(port) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['scripts/preview.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => process.kill(-server.pid, 'SIGTERM');
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('preview server did not start');
}

/** The emulator's session cookie for a demo user, obtained through its sign-in page as a browser would. */
export async function signIn(origin, userId = 'retailer-cz-01') {
  const response = await fetch(`${origin}/__emulator/sign-in`, {
    method: 'POST',
    body: new URLSearchParams({ userId, backlink: '/' }),
    redirect: 'manual',
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`could not sign in as ${userId} (${response.status})`);
  return cookie;
}
