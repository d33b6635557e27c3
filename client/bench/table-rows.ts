/** One row of the standard SSR workload's table: two 36-character UUIDs. */
export interface BenchRow {
  id: string;
  value: string;
}

export const benchRowCount = 1000;

let rows: readonly BenchRow[] | undefined;

/**
 * The e18e framework-tracker "ssr-throughput" table (decision 091): 1,000 rows of two UUIDs, made on first use and
 * kept for the isolate's life. Not at module top level: workerd refuses random values outside a request.
 */
export function benchTableRows(): readonly BenchRow[] {
  rows ??= Array.from({ length: benchRowCount }, () => ({ id: crypto.randomUUID(), value: crypto.randomUUID() }));
  return rows;
}

/** Whether a value is the workload's loader data (the page reads it from the router, which types it loosely). */
export function isBenchTable(value: unknown): value is { rows: readonly BenchRow[] } {
  return typeof value === 'object' && value !== null && 'rows' in value && Array.isArray(value.rows);
}
