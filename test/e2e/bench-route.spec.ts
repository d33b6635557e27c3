import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The standard SSR workload's routes (test/bench/routes/) exist in bench builds only (`vite build --mode
 * bench`, decision 091). The production build served here holds none of their code, source maps included, and their
 * paths answer as any unknown page does, to a signed-in retailer.
 */
const benchMarks = ['__bench', 'ssr-throughput', 'SsrThroughputPage', 'benchTableRows'];
const benchPaths = ['/__bench/ssr-throughput', '/__bench/plain'];

test('the production build contains no bench route', async ({ request }) => {
  for (const dir of ['dist/ssr', 'dist/client']) {
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.length, dir).toBeGreaterThan(1);
    for (const file of files) {
      const text = readFileSync(path.join(file.parentPath, file.name), 'latin1');
      for (const mark of benchMarks) expect(text.includes(mark), `${mark} in ${path.join(file.parentPath, file.name)}`).toBe(false);
    }
  }
  for (const pathname of benchPaths) {
    const response = await request.get(pathname, { maxRedirects: 0, headers: { accept: 'text/html' } });
    expect(response.status(), pathname).toBe(404);
  }
});
