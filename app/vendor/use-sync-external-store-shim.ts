/**
 * Stands in for `use-sync-external-store/shim` in the browser bundle. The shim only re-implements the hook for
 * React < 18; React 19 has it built in, so Lingui and TanStack Store get React's own hook (decision record 042).
 */
export { useSyncExternalStore } from 'react';
