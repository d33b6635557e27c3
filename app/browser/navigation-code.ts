/**
 * Loads the code an in-app navigation runs (the guard runner, the content client, the layout queries: each its own
 * chunk, no part of the first load, decision 042) once `wanted` resolves: when the page is idle or a visitor turns
 * to a link. The tap that starts the first navigation then waits for neither their download nor their compilation.
 * A part that fails to load is loaded again by the navigation that needs it.
 */
export async function preloadNavigationCode(parts: ReadonlyArray<() => Promise<unknown>>, wanted: Promise<void>): Promise<void> {
  await wanted;
  await Promise.all(parts.map((load) => load().catch(() => undefined)));
}

/**
 * Loads `parts` one after another, each once `idle` resolves: each part's modules are evaluated in a task of their
 * own, so no single task of the page's idle time holds a tap for long. A part that fails to load leaves the others.
 */
export async function preloadOneAtATime(parts: ReadonlyArray<() => Promise<unknown>>, idle: () => Promise<void>): Promise<void> {
  for (const load of parts) {
    await idle();
    await load().catch(() => undefined);
  }
}
