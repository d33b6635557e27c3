import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sourceTransforms } from '../transforms.ts';

// Vitest benchmarks of client code (`npm run bench:routes`): the unit project's transforms, in Node.
export default defineConfig({
  plugins: sourceTransforms(),
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['test/bench/**/*.bench.tsx'],
  },
});
