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
