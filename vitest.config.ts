import { configDefaults, defineConfig } from 'vitest/config';
import { ignoreLateAxiosRejections } from './test/ignore-late-axios-rejections.ts';
import { sourceTransforms } from './test/transforms.ts';

// `npm test` runs these with the end-to-end suite; workerd projects have configs of their own beside their tests.
const sources = '{app,worker,emulator,build,scripts}';
export default defineConfig({
  test: {
    // Unhandled-error handling is a run-wide setting: the workerd projects' filter must be repeated here.
    onUnhandledError: ignoreLateAxiosRejections,
    projects: [
      {
        plugins: sourceTransforms(),
        // Tests sit beside their modules (`name.test.ts`, in Node; `name.dom.test.tsx`, in jsdom); test/unit holds the
        // ones that span parts (docs, lint rules, catalogs, the repository).
        test: {
          name: 'unit',
          environment: 'node',
          include: [`${sources}/**/*.test.{ts,tsx}`, 'test/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, '**/*.dom.test.{ts,tsx}'],
        },
      },
      {
        plugins: sourceTransforms(),
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [`${sources}/**/*.dom.test.{ts,tsx}`],
          setupFiles: ['test/dom/setup.ts'],
        },
      },
      './test/worker/vitest.config.ts',
      './test/worker/emulator/vitest.config.ts',
    ],
  },
});
