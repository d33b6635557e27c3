import type { LocaleCode } from '../i18n/locales';
import { imageOf, type ImageModel } from '../content/images';
import { linkedItems, linkHref, type LinkItem } from '../content/links';
import type { ContentTypeCodename } from '../content/model/content-types';
import type { ElementOfKind } from '../content/model/inferred';
import { componentTypes, linkTypes } from '../content/model/type-groups';
import {
  assets,
  chosen,
  contentBoolean,
  customValue,
  dateTime,
  firstAsset,
  isItemOfType,
  numberValue,
  richTextElement,
  text,
  titleOf,
} from '../content/read';
import { resolveRichText, type RichTextModel } from '../content/rich-text/resolve';
import type { SmartLink } from '../content/smart-link';
import type { WireItem, WireItemOf, WireItemOfType } from '../content/wire';

/**
 * View models of the content types pages are composed of (product §3), mapped once in the loader from Kontent's
 * wire JSON. Every model names its `kind` (the content type) and carries its smart-link identity.
 */
export type RichText = RichTextModel<Block>;

interface Base<K extends string> {
  kind: K;
  key: string;
  smart: SmartLink;
}

export interface LinkModel extends Base<'link'> {
  title: string;
  href?: string;
  /** External and asset links open in a new window when the content says so. */
  newWindow: boolean;
  variant: 'internal' | 'external' | 'asset';
}

export interface ButtonModel extends Base<'button'> {
  text: string;
  href?: string;
  style: 'primary' | 'secondary';
  newWindow: boolean;
}

export interface TextButtonModel extends Base<'text_button'> {
  text: string;
  href?: string;
  newWindow: boolean;
}

export interface LabelModel extends Base<'label'> {
  text: string;
  icon?: ImageModel;
}

export interface StatBlockModel extends Base<'stat_block'> {
  value: number;
  unit: string;
  label: string;
}

export interface BannerModel extends Base<'banner'> {
  title: string;
  text: string;
  image?: ImageModel;
  link?: LinkModel;
  priority: number;
  /** ISO date after which the banner is no longer active, or ''. */
  validUntil: string;
  theme?: { background: string; foreground: string };
}

export interface ShowcaseBlockModel extends Base<'showcase_block'> {
  title: string;
  text: RichText | null;
  image?: ImageModel;
  imagePosition: 'left' | 'right';
  buttons: (ButtonModel | TextButtonModel)[];
}

export interface InfoPanelModel extends Base<'info_panel'> {
  title: string;
  text: RichText | null;
  variant: 'info' | 'warning' | 'success';
}

export interface TabbedContentModel extends Base<'tabbed_content'> {
  title: string;
  tabs: { key: string; smart: SmartLink; title: string; content: RichText | null }[];
}

export interface IconListModel extends Base<'icon_list'> {
  title: string;
  items: LabelModel[];
}

export interface TwoStepFlowModel extends Base<'two_step_flow'> {
  title: string;
  steps: { title: string; content: RichText | null; titleElement: string; contentElement: string }[];
}

export interface ImageGroupModel extends Base<'image_group'> {
  title: string;
  images: ImageModel[];
}

export interface UnorderedListModel extends Base<'unordered_list'> {
  title: string;
  items: RichText | null;
}

export interface ExternalAssetModel extends Base<'external_asset'> {
  title: string;
  href?: string;
  mimeType: string;
}

export interface ArticleTeaserModel extends Base<'article_teaser'> {
  title: string;
  summary: string;
  href: string;
}

export type Block =
  | LinkModel
  | ButtonModel
  | TextButtonModel
  | LabelModel
  | StatBlockModel
  | BannerModel
  | ShowcaseBlockModel
  | InfoPanelModel
  | TabbedContentModel
  | IconListModel
  | TwoStepFlowModel
  | ImageGroupModel
  | UnorderedListModel
  | ExternalAssetModel
  | ArticleTeaserModel;

export interface MapContext {
  locale: LocaleCode;
  modular: Record<string, WireItem>;
}

function base<K extends string>(kind: K, item: WireItem, asComponent = false): Base<K> {
  return {
    kind,
    key: item.system.codename,
    smart: asComponent ? { componentId: item.system.id } : { itemId: item.system.id },
  };
}

export function richText<C extends ContentTypeCodename>(
  item: WireItemOfType<C>,
  element: ElementOfKind<C, 'rich_text'>,
  context: MapContext,
): RichText | null {
  return resolveRichText(richTextElement(item, element), {
    locale: context.locale,
    modular: context.modular,
    mapItem: (inserted, asComponent) => mapBlock(inserted, context, asComponent),
  });
}

export function mapLink(item: LinkItem, context: MapContext, asComponent = false): LinkModel {
  const variant = isItemOfType(item, 'external_link') ? 'external' : isItemOfType(item, 'asset_link') ? 'asset' : 'internal';
  return {
    ...base('link', item, asComponent),
    title: titleOf(item),
    href: linkHref(item, context.modular, context.locale),
    newWindow: isItemOfType(item, 'asset_link') || (isItemOfType(item, 'external_link') && contentBoolean(item, 'new_window')),
    variant,
  };
}

function linkOf(item: WireItemOf<'button' | 'text_button' | 'banner'>, context: MapContext): LinkModel | undefined {
  const target = linkedItems(item, 'link', context.modular, ...linkTypes)[0];
  return target ? mapLink(target, context) : undefined;
}

function image<C extends ContentTypeCodename>(item: WireItemOfType<C>, element: ElementOfKind<C, 'asset'>): ImageModel | undefined {
  return imageOf(firstAsset(item, element));
}

function theme(item: WireItemOf<'banner'>): BannerModel['theme'] {
  const raw = customValue(item, 'theme');
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { background?: unknown; foreground?: unknown };
    const colour = (value: unknown) => (typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value) ? value : undefined);
    const background = colour(parsed.background);
    const foreground = colour(parsed.foreground);
    return background && foreground ? { background, foreground } : undefined;
  } catch {
    console.warn(`Mapping of content item ${item.system.codename} failed: theme is not JSON`);
    return undefined;
  }
}

/** The types a block is mapped from: components, links, and articles (as teasers inside rich text). */
const blockTypes = [...componentTypes, ...linkTypes, 'article'] as const;
type BlockType = (typeof blockTypes)[number];

type Mapper<T extends BlockType> = (item: WireItemOfType<T>, context: MapContext, asComponent: boolean) => Block | null;

/** One mapper per block type, each given the item typed by its content type (a missing one does not compile). */
const mappers: { [T in BlockType]: Mapper<T> } = {
  internal_link: mapLink,
  external_link: mapLink,
  asset_link: mapLink,
  button: (item, context, asComponent) => {
    const link = linkOf(item, context);
    return {
      ...base('button', item, asComponent),
      text: text(item, 'text'),
      href: link?.href,
      newWindow: link?.newWindow ?? false,
      style: chosen(item, 'style', ['primary', 'secondary']) ?? 'primary',
    };
  },
  text_button: (item, context, asComponent) => {
    const link = linkOf(item, context);
    return { ...base('text_button', item, asComponent), text: text(item, 'text'), href: link?.href, newWindow: link?.newWindow ?? false };
  },
  label: (item, _context, asComponent) => mapLabel(item, asComponent),
  stat_block: (item, _context, asComponent) => {
    const value = numberValue(item, 'value');
    if (value === null) return null;
    return { ...base('stat_block', item, asComponent), value, unit: text(item, 'unit'), label: text(item, 'label') };
  },
  banner: (item, context, asComponent) => ({
    ...base('banner', item, asComponent),
    title: text(item, 'title'),
    text: text(item, 'text'),
    image: image(item, 'image'),
    link: linkOf(item, context),
    priority: numberValue(item, 'priority') ?? 0,
    validUntil: dateTime(item, 'valid_until'),
    theme: theme(item),
  }),
  showcase_block: (item, context, asComponent) => ({
    ...base('showcase_block', item, asComponent),
    title: text(item, 'title'),
    text: richText(item, 'text', context),
    image: image(item, 'image'),
    imagePosition: chosen(item, 'image_position', ['left', 'right']) ?? 'right',
    buttons: linkedItems(item, 'buttons', context.modular, 'button', 'text_button').flatMap((button) => {
      const mapped = mapBlock(button, context);
      return mapped && (mapped.kind === 'button' || mapped.kind === 'text_button') ? [mapped] : [];
    }),
  }),
  info_panel: (item, context, asComponent) => ({
    ...base('info_panel', item, asComponent),
    title: text(item, 'title'),
    text: richText(item, 'text', context),
    variant: chosen(item, 'variant', ['info', 'warning', 'success']) ?? 'info',
  }),
  tabbed_content: (item, context, asComponent) => ({
    ...base('tabbed_content', item, asComponent),
    title: text(item, 'title'),
    tabs: linkedItems(item, 'tabs', context.modular, 'tabbed_content_item').map((tab) => ({
      key: tab.system.codename,
      smart: { itemId: tab.system.id },
      title: text(tab, 'title'),
      content: richText(tab, 'content', context),
    })),
  }),
  icon_list: (item, context, asComponent) => ({
    ...base('icon_list', item, asComponent),
    title: text(item, 'title'),
    items: linkedItems(item, 'items', context.modular, 'label').map((label) => mapLabel(label, false)),
  }),
  two_step_flow: (item, context, asComponent) => ({
    ...base('two_step_flow', item, asComponent),
    title: text(item, 'title'),
    steps: (['first', 'second'] as const).map((step) => ({
      title: text(item, `${step}_step_title`),
      content: richText(item, `${step}_step`, context),
      titleElement: `${step}_step_title`,
      contentElement: `${step}_step`,
    })),
  }),
  image_group: (item, _context, asComponent) => ({
    ...base('image_group', item, asComponent),
    title: text(item, 'title'),
    images: assets(item, 'images').flatMap((asset) => {
      const mapped = imageOf(asset);
      return mapped ? [mapped] : [];
    }),
  }),
  unordered_list: (item, context, asComponent) => ({
    ...base('unordered_list', item, asComponent),
    title: text(item, 'title'),
    items: richText(item, 'items', context),
  }),
  external_asset: (item, _context, asComponent) => ({
    ...base('external_asset', item, asComponent),
    title: text(item, 'title'),
    href: safeUrl(text(item, 'url')),
    mimeType: text(item, 'mime_type'),
  }),
  article: (item, context, asComponent) => ({
    ...base('article_teaser', item, asComponent),
    title: titleOf(item),
    summary: text(item, 'summary'),
    href: linkHref(item, context.modular, context.locale) ?? '',
  }),
};

function mapLabel(item: WireItemOf<'label'>, asComponent: boolean): LabelModel {
  return { ...base('label', item, asComponent), text: text(item, 'text'), icon: image(item, 'icon') };
}

function safeUrl(url: string): string | undefined {
  return /^https?:\/\//i.test(url) ? url : undefined;
}

/** Runs the mapper of the item's own type: indexing the mapped table by `T` gives `Mapper<T>`, no cast needed. */
function mapOfType<T extends BlockType>(item: WireItemOfType<T>, context: MapContext, asComponent: boolean): Block | null {
  const mapper: Mapper<T> = mappers[item.system.type];
  return mapper(item, context, asComponent);
}

/**
 * Maps a content item into its view model; null for types no component renders. A mapping that throws on broken
 * content is logged (product §8 'Mapping of content item … failed') and renders nothing.
 */
export function mapBlock(item: WireItem, context: MapContext, asComponent = false): Block | null {
  if (!isItemOfType(item, blockTypes)) return null;
  try {
    return mapOfType(item, context, asComponent);
  } catch (error) {
    console.warn(`Mapping of content item ${item.system.codename} failed`, error instanceof Error ? error.message : error);
    return null;
  }
}

/** The blocks of a page's content element, unsupported types skipped with a warning. */
export function mapBlocks(item: WireItemOf<'home_page' | 'page'>, element: 'content', context: MapContext): Block[] {
  return linkedItems(item, element, context.modular, ...componentTypes).flatMap((linked) => {
    const mapped = mapBlock(linked, context);
    if (!mapped) console.warn('The inserted content item is not supported.', linked.system.type);
    return mapped ? [mapped] : [];
  });
}
