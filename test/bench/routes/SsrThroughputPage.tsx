import { useEffect, useState } from 'react';
import type { BenchRow } from './table-rows';

/** The standard SSR workload's table (decision 091): rendered on the server, hydrated in the browser. */
export function SsrThroughputTable({ rows }: { rows: readonly BenchRow[] }) {
  // Marks the table once React has hydrated it, for whoever checks that the page came alive.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <main id="main">
      <h1>SSR throughput</h1>
      <table data-hydrated={hydrated ? 'true' : undefined}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
