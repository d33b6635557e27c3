import { defineConfig } from 'vitest/config';
import { ignoreLateAxiosRejections } from './test/ignore-late-axios-rejections.ts';
import { sourceTransforms } from './test/transforms.ts';

// `npm test` runs these with the end-to-end suite; workerd projects have configs of their own beside their tests.
export default defineConfig({
  test: {
    // Unhandled-error handling is a run-wide setting: the workerd projects' filter must be repeated here.
    onUnhandledError: ignoreLateAxiosRejections,
    projects: [
      {
        plugins: sourceTransforms(),
        test: { name: 'unit', environment: 'node', include: ['test/unit/**/*.test.{ts,tsx}'] },
      },
      {
        plugins: sourceTransforms(),
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['test/dom/**/*.test.{ts,tsx}'],
          setupFiles: ['test/dom/setup.ts'],
        },
      },
      './test/worker/vitest.config.ts',
      './test/worker/emulator/vitest.config.ts',
    ],
  },
});
