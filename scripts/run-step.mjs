// One step of `npm test` (scripts/test.mjs): a command run in a process group of its own, its output passed through,
// ended with everything it started when it passes its deadline or stalls.
import { spawn } from 'node:child_process';

export const minutes = 60_000;

/** Signals a step's whole process group: its workerd and browsers too. */
export function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has ended already.
  }
}

/** TERM, then KILL `graceMs` later for whatever did not end. */
function stopGroup(child, graceMs) {
  signalGroup(child, 'SIGTERM');
  setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs).unref();
}

/**
 * Runs the command once. Ends it when it runs past `deadlineMs`, or when it prints nothing (stdout or stderr) for
 * `stallMs`: a wedged test pool goes silent long before any deadline. `onStart` receives the child (for Ctrl-C).
 */
function runOnce({ label, command, args, env, deadlineMs, stallMs, graceMs, log, onStart }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env }, detached: true });
    onStart?.(child);
    let ending;
    const end = (why, message) => {
      if (ending) return;
      ending = why;
      log(`${label} ${message}: stopped`);
      stopGroup(child, graceMs);
    };
    const deadline = setTimeout(() => end('timedOut', `did not end within ${deadlineMs / minutes} minutes`), deadlineMs);
    let stall;
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => end('stalled', `printed nothing for ${stallMs / minutes} minutes`), stallMs);
    };
    watch();
    child.stdout.on('data', (chunk) => {
      watch();
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      watch();
      process.stderr.write(chunk);
    });
    child.on('close', (status, signal) => {
      clearTimeout(deadline);
      clearTimeout(stall);
      // Whatever the step left running in its group ends with it.
      signalGroup(child, 'SIGKILL');
      resolve({ status: status ?? 1, signal, timedOut: ending === 'timedOut', stalled: ending === 'stalled' });
    });
  });
}

/**
 * Runs a step; one that stalled is run once more (a wedged pool seldom wedges twice), and the result says so.
 * Returns { label, status, signal, timedOut, stalled, reran, seconds }: `stalled` is the last attempt's, `reran`
 * whether the first one stalled, `seconds` both attempts' time.
 */
export async function runStep({ label, command, args, env = {}, deadlineMs, stallMs = 3 * minutes, graceMs = 30_000, log = console.log, onStart }) {
  log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const attempt = () => runOnce({ label, command, args, env, deadlineMs, stallMs, graceMs, log, onStart });
  // Each step's time on the log, where a CI run's tail shows which step its minutes went to.
  const ended = (result) => {
    const seconds = Math.round((Date.now() - started) / 1000);
    log(`■ ${label}: exit ${result.status}${result.signal ? ` (${result.signal})` : ''} after ${seconds} s`);
    return { label, ...result, seconds };
  };
  const first = await attempt();
  if (!first.stalled) return ended({ ...first, reran: false });
  log(`\n▶ ${label} again, once, after its stall: ${command} ${args.join(' ')}`);
  return ended({ ...(await attempt()), reran: true });
}
