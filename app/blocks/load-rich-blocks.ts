export type RichBlocks = typeof import('./rich-blocks');

let richBlocks: RichBlocks | undefined;
let loading: Promise<RichBlocks> | undefined;

/**
 * Loads the rarer content blocks (./rich-blocks.ts): once, before the worker's first render, so its HTML always has
 * them whole; in the browser when a page shows one, or ahead of an in-app navigation (app/router.tsx).
 */
export function loadRichBlocks(): Promise<RichBlocks> {
  loading ??= import('./rich-blocks').then(
    (module) => (richBlocks = module),
    (error: unknown) => {
      loading = undefined; // the next page may try again
      throw error;
    },
  );
  return loading;
}

/** The rarer blocks' module once it has loaded, else undefined. */
export const loadedRichBlocks = (): RichBlocks | undefined => richBlocks;
