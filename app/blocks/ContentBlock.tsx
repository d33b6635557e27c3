import type { Block, BlockKind } from './registry';
import { insertableElementAttributes } from '../content/smart-link';
import { deferred, deferredView } from '../deferred';
import { firstLoadViews } from './generated/views';
import type { RarerKind } from './rarer-blocks';
import { type BlocksByKind, type RenderOptions, renderWith } from './view';
import './content-block.css';

/**
 * The blocks most pages do not have, in one chunk (./rarer-blocks.tsx) that the browser loads when a page shows one, or
 * beside a screen's data on an in-app navigation (decision 097). A block is rarer when its folder's view module says
 * `export const rarer = true` (app/blocks/generated/rarer-views.ts lists them); their styles are in the page's
 * stylesheet all the same (app/blocks/generated/views.ts).
 */
const rarerBlocks = deferred(() => import('./rarer-blocks'));
const RarerBlock = deferredView(rarerBlocks, (module) => module.RarerBlock, { withPageData: true });
const BannerStack = deferredView(rarerBlocks, (module) => module.BannerStack, { withPageData: true });

type FirstLoadKind = keyof typeof firstLoadViews;
type WithoutView<Kinds extends string> = Exclude<BlockKind, Kinds>;
/** `true` when the views of `Kinds` cover every block kind; else names the kinds left without one. */
export type EveryKindHasView<Kinds extends string> = [WithoutView<Kinds>] extends [never] ? true : { withoutView: WithoutView<Kinds> };
// A kind whose folder has no view would render nothing: it does not compile (product §3 content item types).
void (true satisfies EveryKindHasView<FirstLoadKind | RarerKind>);

const inFirstLoad = (block: Block): block is BlocksByKind[FirstLoadKind] => Object.hasOwn(firstLoadViews, block.kind);

interface ContentBlockProps {
  block: Block;
  /** Inside rich text: links render inline. */
  inline?: boolean;
  /** The page's first large image loads eagerly. */
  eager?: boolean;
}

/** Renders a content item by its type (product §3 content item types). */
export function ContentBlock({ block, inline = false, eager = false }: ContentBlockProps) {
  const options: RenderOptions = { inline, eager };
  if (inFirstLoad(block)) return renderWith(firstLoadViews, block, options);
  // Every other kind is rarer: the check above makes the two lists cover the kinds.
  return <RarerBlock block={block as BlocksByKind[RarerKind]} options={options} />;
}

/**
 * A page's content: banners first, as one stack ordered by priority (product §4 stack manager), then the other
 * blocks in the editor's order. The first image-bearing block loads its image eagerly with high priority; so does a
 * showcase block right under the banners: on a phone its full-width image is in the first screen too and larger
 * than the banner's, so it is the page's largest contentful paint.
 */
export function ContentBlocks({ blocks, element = 'content' }: { blocks: Block[]; element?: string }) {
  const banners = blocks.filter((block) => block.kind === 'banner');
  const others = blocks.filter((block) => block.kind !== 'banner');
  const firstImage =
    banners.length > 0
      ? others[0]?.kind === 'showcase_block'
        ? others[0].key
        : undefined
      : others.find((block) => block.kind === 'showcase_block')?.key;
  return (
    <div className="content-blocks" {...insertableElementAttributes(element)}>
      {banners.length > 0 && <BannerStack banners={banners} />}
      {others.map((block) => (
        <ContentBlock key={block.key} block={block} eager={block.key === firstImage} />
      ))}
    </div>
  );
}
