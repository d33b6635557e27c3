import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runStep } from './run-step.mjs';

// The stall watch of `npm test` (scripts/run-step.mjs): a step that goes silent is ended with everything it started
// and run once more. Fake steps with a stall time of a fraction of a second stand in for a wedged vitest.
const stallMs = 600;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'run-step-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A fake step: counts its runs in a file, starts a child of its own that would live on (its pid in a file), prints
 * once, then does what `behaviour` says for the run it is in: stall (print nothing, never end), chatter (print every
 * 100 ms for 5 stall times, then end well) or end at once.
 */
function fakeStep(behaviour: Array<'stall' | 'chatter' | 'end'>) {
  const script = path.join(dir, 'step.mjs');
  writeFileSync(
    script,
    `import { appendFileSync, readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
appendFileSync(${JSON.stringify(path.join(dir, 'runs'))}, 'run\\n');
const run = readFileSync(${JSON.stringify(path.join(dir, 'runs'))}, 'utf8').trim().split('\\n').length;
const left = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
appendFileSync(${JSON.stringify(path.join(dir, 'children'))}, left.pid + '\\n');
console.log('fake step run ' + run);
const behaviour = ${JSON.stringify(behaviour)}[run - 1];
if (behaviour === 'stall') setInterval(() => {}, 1000);
else if (behaviour === 'chatter') {
  const timer = setInterval(() => process.stdout.write('.'), 100);
  setTimeout(() => { clearInterval(timer); left.kill(); process.exit(0); }, ${stallMs * 5});
} else { left.kill(); process.exit(0); }
`,
  );
  return { command: process.execPath, args: [script] };
}

const runs = () => readFileSync(path.join(dir, 'runs'), 'utf8').trim().split('\n').length;
const children = () => readFileSync(path.join(dir, 'children'), 'utf8').trim().split('\n').map(Number);
/** Whether a process is alive (a zombie waiting for its parent counts as ended). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function run(behaviour: Array<'stall' | 'chatter' | 'end'>, deadlineMs = 30_000) {
  const lines: string[] = [];
  const result = await runStep({ label: 'fake', ...fakeStep(behaviour), deadlineMs, stallMs, graceMs: 300, log: (line: string) => lines.push(line) });
  return { result, log: lines.join('\n') };
}

describe('a step of npm test', () => {
  it('that prints nothing for the stall time is ended with what it started, and run once more, saying so', async () => {
    const started = Date.now();
    const { result, log } = await run(['stall', 'end']);
    expect(result).toMatchObject({ label: 'fake', status: 0, stalled: false, timedOut: false, reran: true });
    expect(runs()).toBe(2);
    expect(log).toContain('fake printed nothing for 0.01 minutes: stopped');
    expect(log).toContain('fake again, once, after its stall');
    // The first run's own child went with it: its whole process group was ended.
    await expect.poll(() => alive(children()[0]!)).toBe(false);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('that stalls again is ended again and reported as stalled, never run a third time', async () => {
    const { result } = await run(['stall', 'stall', 'end']);
    expect(result).toMatchObject({ stalled: true, reran: true, timedOut: false });
    expect(result.status).not.toBe(0);
    expect(runs()).toBe(2);
    for (const pid of children()) await expect.poll(() => alive(pid)).toBe(false);
  });

  it('that keeps printing runs past the stall time to its own end', async () => {
    const { result, log } = await run(['chatter']);
    expect(result).toMatchObject({ status: 0, stalled: false, reran: false });
    expect(runs()).toBe(1);
    expect(log).not.toContain('stopped');
    // Five stall times of chatter: about 3 s, on the log as the step ends.
    expect(result.seconds).toBeGreaterThanOrEqual(2);
    expect(log).toContain(`■ fake: exit 0 after ${result.seconds} s`);
  });

  it('that runs past its deadline is ended and not run again', async () => {
    const { result, log } = await run(['chatter'], 1500);
    expect(result).toMatchObject({ timedOut: true, stalled: false, reran: false });
    expect(runs()).toBe(1);
    expect(log).toContain('fake did not end within');
  });
});
