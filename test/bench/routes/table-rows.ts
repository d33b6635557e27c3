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
