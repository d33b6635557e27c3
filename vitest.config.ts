import { defineConfig } from 'vitest/config';
import { sourceTransforms } from './test/transforms.ts';

// `npm test` runs these with the end-to-end suite; workerd projects have configs of their own beside their tests.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: sourceTransforms(),
        test: { name: 'unit', environment: 'node', include: ['test/unit/**/*.test.{ts,tsx}'] },
      },
      {
        plugins: sourceTransforms(),
        test: { name: 'dom', environment: 'jsdom', include: ['test/dom/**/*.test.{ts,tsx}'] },
      },
      './test/worker/vitest.config.ts',
    ],
  },
});
