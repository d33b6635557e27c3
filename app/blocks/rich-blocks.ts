/**
 * The content blocks most pages do not have, in one chunk that the browser loads when a page shows one (`rarer` in
 * ./ContentBlock.tsx). Their styles are imported by ./ContentBlock.tsx, so they stay in the page's stylesheet.
 */
export { ArticleTeaser } from './article-teaser/ArticleTeaser';
export { Banner } from './banner/Banner';
export { BannerStack } from './banner/BannerStack';
export { ExternalAsset } from './external-asset/ExternalAsset';
export { IconList } from './icon-list/IconList';
export { ContentProblem } from './problem/ContentProblem';
export { ImageGroup } from './image-group/ImageGroup';
export { ShowcaseBlock } from './showcase-block/ShowcaseBlock';
export { TabbedContent } from './tabbed-content/TabbedContent';
export { TwoStepFlow } from './two-step-flow/TwoStepFlow';
export { UnorderedList } from './unordered-list/UnorderedList';
