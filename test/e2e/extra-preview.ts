import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A second preview of the same build on its own port, with its own emulator (so its switches reach no other
 * spec). Started the documented way (`npm run preview` with env vars); previews share dist/ssr/.dev.vars, so the
 * specs that start one run serially (sso.spec.ts).
 */
export async function startPreview(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const server = spawn('node', ['scripts/run.mjs', 'node', 'scripts/preview.mjs'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  for (let waited = 0; waited < 60_000; waited += 500) {
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stopPreview(server);
  throw new Error(`the preview on port ${port} did not start`);
}

export async function stopPreview(server: ChildProcess | undefined): Promise<void> {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
