// Types of ./run-step.mjs (plain JavaScript: scripts/test.mjs runs in Node without a transform).
import type { ChildProcess } from 'node:child_process';

export declare const minutes: number;
export declare function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void;

export interface StepOptions {
  label: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  deadlineMs: number;
  stallMs?: number;
  graceMs?: number;
  log?: (line: string) => void;
  onStart?: (child: ChildProcess) => void;
}

export interface StepResult {
  label: string;
  status: number;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  stalled: boolean;
  reran: boolean;
  /** Both attempts' time, whole seconds. */
  seconds: number;
}

export declare function runStep(options: StepOptions): Promise<StepResult>;
