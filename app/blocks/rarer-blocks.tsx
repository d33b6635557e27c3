import { rarerViews } from './generated/rarer-views';
import { type BlocksByKind, type RenderOptions, renderWith } from './view';

/** A kind whose view loads after the page (`export const rarer = true` beside it). */
export type RarerKind = keyof typeof rarerViews;

/**
 * The blocks most pages do not have, in one chunk that ./ContentBlock.tsx loads when a page shows one or beside a
 * screen's data (decision 097): renders a rarer block by its kind.
 */
export function RarerBlock({ block, options }: { block: BlocksByKind[RarerKind]; options: RenderOptions }) {
  return renderWith(rarerViews, block, options);
}

/** A page's banners, stacked (product §4): part of the banner's folder, so part of this chunk. */
export { BannerStack } from './banner/BannerStack';
