import { writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule, TestRunEndReason } from 'vitest/node';

/**
 * Writes how a vitest run ended (passed, failed, interrupted) and its unhandled errors to the file named by
 * VITEST_RUN_END_FILE. An unhandled error fails the run without failing a test, and the default reporter prints
 * it far above the last lines a CI log keeps; `npm test` repeats it under its summary line.
 */
export default class RunEndReporter implements Reporter {
  onTestRunEnd(_modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<SerializedError>, reason: TestRunEndReason) {
    const file = process.env.VITEST_RUN_END_FILE;
    if (!file) return;
    const unhandledErrors = errors.map((error) => ({
      name: error.name,
      message: error.message,
      // Where it came from: without these an error React reports from a render names no test at all.
      testFile: (error as { VITEST_TEST_PATH?: string }).VITEST_TEST_PATH,
      test: (error as { VITEST_TEST_NAME?: string }).VITEST_TEST_NAME,
      cause: describeCause(error.cause),
      stack: error.stack?.split('\n').slice(0, 8).join('\n'),
    }));
    writeFileSync(file, JSON.stringify({ reason, unhandledErrors }, null, 2));
  }
}

function describeCause(cause: unknown): string | undefined {
  if (cause === undefined || cause === null) return undefined;
  if (typeof cause === 'object' && 'message' in cause) {
    const { name, message, stack } = cause as { name?: string; message?: string; stack?: string };
    return stack?.split('\n').slice(0, 8).join('\n') ?? `${name ?? 'Error'}: ${message}`;
  }
  return String(cause);
}
