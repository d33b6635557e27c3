/**
 * Lets the browser run what is waiting (input, paint) before the caller continues, so start-up work runs as several
 * short tasks rather than one long one (total blocking time). `scheduler.yield()` resumes ahead of other queued
 * tasks where the browser has it; elsewhere a zero timeout ends the task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
