import type { Block } from '../../content/blocks';
import { insertableElementAttributes } from '../../content/smart-link';
import { Button, TextButton } from '../button/Button';
import { ContentLink } from '../content-link/ContentLink';
import { InfoPanel } from '../info-panel/InfoPanel';
import { Label } from '../label/Label';
import { StatBlock } from '../stat-block/StatBlock';
import {
  ArticleTeaser,
  Banner,
  BannerStack,
  ExternalAsset,
  IconList,
  ImageGroup,
  ShowcaseBlock,
  TabbedContent,
  TwoStepFlow,
  UnorderedList,
} from './lazy-blocks';
// The rarer blocks' styles, here rather than beside them: they stay in the page's stylesheet (./lazy-blocks.tsx).
import '../banner/banner.css';
import '../image-group/image-group.css';
import '../showcase-block/showcase-block.css';
import '../tabbed-content/tabbed-content.css';
import '../two-step-flow/two-step-flow.css';
import './content-block.css';

interface ContentBlockProps {
  block: Block;
  /** Inside rich text: links render inline. */
  inline?: boolean;
  /** The page's first large image loads eagerly. */
  eager?: boolean;
}

/** Renders a content item by its type (product §3 content item types). */
export function ContentBlock({ block, inline = false, eager = false }: ContentBlockProps) {
  switch (block.kind) {
    case 'link':
      return <ContentLink link={block} inline={inline} />;
    case 'button':
      return <Button button={block} />;
    case 'text_button':
      return <TextButton button={block} />;
    case 'label':
      return <Label label={block} />;
    case 'stat_block':
      return <StatBlock stat={block} />;
    case 'banner':
      return <Banner banner={block} eager={eager} />;
    case 'showcase_block':
      return <ShowcaseBlock block={block} eager={eager} />;
    case 'info_panel':
      return <InfoPanel panel={block} />;
    case 'tabbed_content':
      return <TabbedContent block={block} />;
    case 'icon_list':
      return <IconList list={block} />;
    case 'two_step_flow':
      return <TwoStepFlow flow={block} />;
    case 'image_group':
      return <ImageGroup group={block} />;
    case 'unordered_list':
      return <UnorderedList list={block} />;
    case 'external_asset':
      return <ExternalAsset asset={block} />;
    case 'article_teaser':
      return <ArticleTeaser teaser={block} />;
  }
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
