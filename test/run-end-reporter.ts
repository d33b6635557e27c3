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
      stack: error.stack?.split('\n').slice(0, 8).join('\n'),
    }));
    writeFileSync(file, JSON.stringify({ reason, unhandledErrors }, null, 2));
  }
}
