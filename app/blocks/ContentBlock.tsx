import type { ComponentType, ReactNode } from 'react';
import type { Block, BlockKind } from './registry';
import { insertableElementAttributes } from '../content/smart-link';
import { deferred, deferredView } from '../deferred';
import { Button, TextButton } from './button/Button';
import { ContentLink } from './link/ContentLink';
import { InfoPanel } from './info-panel/InfoPanel';
import { Label } from './label/Label';
import { StatBlock } from './stat-block/StatBlock';

// The rarer blocks' styles, imported here rather than by their components: they stay in the page's stylesheet.
import './banner/banner.css';
import './image-group/image-group.css';
import './showcase-block/showcase-block.css';
import './tabbed-content/tabbed-content.css';
import './two-step-flow/two-step-flow.css';
import './problem/content-problem.css';
import './content-block.css';

/**
 * The blocks most pages do not have, in one chunk (./rich-blocks.ts) that the browser loads when a page shows one, or
 * beside a screen's data on an in-app navigation (decision 097). A block is rarer when its renderer below uses this.
 */
const rarerBlocks = deferred(() => import('./rich-blocks'));
const rarer = <Props extends object>(pick: (module: typeof import('./rich-blocks')) => ComponentType<Props>) =>
  deferredView(rarerBlocks, pick, { withPageData: true });

const ArticleTeaser = rarer((module) => module.ArticleTeaser);
const Banner = rarer((module) => module.Banner);
const BannerStack = rarer((module) => module.BannerStack);
const ExternalAsset = rarer((module) => module.ExternalAsset);
const IconList = rarer((module) => module.IconList);
const ImageGroup = rarer((module) => module.ImageGroup);
const ShowcaseBlock = rarer((module) => module.ShowcaseBlock);
const TabbedContent = rarer((module) => module.TabbedContent);
const TwoStepFlow = rarer((module) => module.TwoStepFlow);
const UnorderedList = rarer((module) => module.UnorderedList);
// An editor's preview only (decision 123): never part of a retailer's first load.
const ContentProblem = rarer((module) => module.ContentProblem);

interface ContentBlockProps {
  block: Block;
  /** Inside rich text: links render inline. */
  inline?: boolean;
  /** The page's first large image loads eagerly. */
  eager?: boolean;
}

/** Every block's view model by its kind. */
type BlocksByKind = { [B in Block as B['kind']]: B };
interface RenderOptions {
  inline: boolean;
  eager: boolean;
}
type Renderer<K extends BlockKind> = (block: BlocksByKind[K], options: RenderOptions) => ReactNode;

/** One renderer per block kind (product §3 content item types): a kind declared without one does not compile. */
export type BlockRenderers = { readonly [K in BlockKind]: Renderer<K> };

const renderers: BlockRenderers = {
  link: (block, { inline }) => <ContentLink link={block} inline={inline} />,
  button: (block) => <Button button={block} />,
  text_button: (block) => <TextButton button={block} />,
  label: (block) => <Label label={block} />,
  stat_block: (block) => <StatBlock stat={block} />,
  banner: (block, { eager }) => <Banner banner={block} eager={eager} />,
  showcase_block: (block, { eager }) => <ShowcaseBlock block={block} eager={eager} />,
  info_panel: (block) => <InfoPanel panel={block} />,
  tabbed_content: (block) => <TabbedContent block={block} />,
  icon_list: (block) => <IconList list={block} />,
  two_step_flow: (block) => <TwoStepFlow flow={block} />,
  image_group: (block) => <ImageGroup group={block} />,
  unordered_list: (block) => <UnorderedList list={block} />,
  external_asset: (block) => <ExternalAsset asset={block} />,
  article_teaser: (block) => <ArticleTeaser teaser={block} />,
  problem: (block) => <ContentProblem problem={block} />,
};

/** Runs the renderer of the block's own kind: indexing the table by `K` gives `Renderer<K>`, no cast needed. */
function render<K extends BlockKind>(block: BlocksByKind[K] & { kind: K }, options: RenderOptions): ReactNode {
  const renderer: Renderer<K> = renderers[block.kind];
  return renderer(block, options);
}

/** Renders a content item by its type (product §3 content item types). */
export function ContentBlock({ block, inline = false, eager = false }: ContentBlockProps) {
  return render(block, { inline, eager });
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
