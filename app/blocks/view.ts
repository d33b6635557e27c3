import type { ReactNode } from 'react';
import type { Block, BlockKind } from './registry';

/** Every block's view model by its kind. */
export type BlocksByKind = { [B in Block as B['kind']]: B };

/** Where a block renders: inside rich text (links inline), and whether its image is the page's first (eager). */
export interface RenderOptions {
  readonly inline: boolean;
  readonly eager: boolean;
}

/** Renders one kind's view model. */
export type BlockView<K extends BlockKind> = (block: BlocksByKind[K], options: RenderOptions) => ReactNode;

/**
 * What a block's view module exports as `views`, one per kind its folder declares (docs/development.md "Add a content
 * block"). app/blocks/generated/ collects them; ./ContentBlock.tsx makes the collection total over the kinds.
 */
export type BlockViews<K extends BlockKind> = { readonly [P in K]: BlockView<P> };

/** Runs the view of the block's own kind from `views`: indexing by `K` gives `BlockView<K>`, no cast needed. */
export function renderWith<K extends BlockKind>(
  views: { readonly [P in K]: BlockView<P> },
  block: BlocksByKind[K] & { kind: K },
  options: RenderOptions,
): ReactNode {
  const view: BlockView<K> = views[block.kind];
  return view(block, options);
}
