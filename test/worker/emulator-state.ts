/** A call to the emulator worker by path, through whichever binding the caller's project has. */
type EmulatorCall = (path: string, init: RequestInit) => Promise<Response>;

/**
 * Clears what the emulator keeps in its isolate's memory between requests: the faults first (a call one of them holds
 * ends now: emulator/faults/state.ts), then the form records and kept answers, the bot check's settings, the tag
 * manager's events, the search-index requests, the sync hook's calls and the content overlay of the Management API.
 * Before each file of a project whose files share one runtime (decision 124).
 */
export async function clearEmulatorState(call: EmulatorCall): Promise<void> {
  await call('/faults', { method: 'DELETE' });
  await Promise.all([
    call('/kontent/management/reset', { method: 'POST', headers: { authorization: 'Bearer emulator-management-api-key' } }),
    call('/form-records', { method: 'DELETE' }),
    call('/recaptcha/settings', { method: 'DELETE' }),
    call('/tag-manager/events', { method: 'DELETE' }),
    call('/search-index-requests', { method: 'DELETE' }),
    call('/sync-hook/calls', { method: 'DELETE' }),
  ]);
}
