import { type ComponentType, lazy, Suspense } from 'react';
import { loadRichBlocks, loadedRichBlocks, type RichBlocks } from './load-rich-blocks';

/**
 * One of the rarer blocks, its script outside the page's first load (decision 097). The worker renders it from the
 * loaded module. The browser does too once the chunk is there; until then the block is a lazy component: React keeps
 * the server's HTML of the Suspense boundary around it, untouched and visible, and hydrates it when the chunk
 * arrives. The boundary is rendered on both sides, so hydration sees the same tree.
 */
function richBlock<Props extends object>(pick: (module: RichBlocks) => ComponentType<Props>): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: pick(await loadRichBlocks()) }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per block kind at module level, never per render
  return function RichBlock(props: Props) {
    const loaded = loadedRichBlocks();
    const Loaded = loaded ? pick(loaded) : Lazy;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

export const ArticleTeaser = richBlock((module) => module.ArticleTeaser);
export const Banner = richBlock((module) => module.Banner);
export const BannerStack = richBlock((module) => module.BannerStack);
export const ExternalAsset = richBlock((module) => module.ExternalAsset);
export const IconList = richBlock((module) => module.IconList);
export const ImageGroup = richBlock((module) => module.ImageGroup);
export const ShowcaseBlock = richBlock((module) => module.ShowcaseBlock);
export const TabbedContent = richBlock((module) => module.TabbedContent);
export const TwoStepFlow = richBlock((module) => module.TwoStepFlow);
export const UnorderedList = richBlock((module) => module.UnorderedList);
