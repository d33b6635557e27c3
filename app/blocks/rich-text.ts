import type { ContentTypeCodename } from '../content/model/content-types';
import type { ElementOfKind } from '../content/model/inferred';
import { richTextElement } from '../content/read';
import { type LeftOut, resolveRichText, type RichTextModel } from '../content/rich-text/resolve';
import { problemBlock } from './problem/block';
import type { WireItemOfType } from '../content/wire';
import type { MapContext } from './define';
import { type Block, mapBlock } from './registry';

/** A rich-text element resolved for rendering; the items and components it inserts are blocks. */
export type RichText = RichTextModel<Block>;

/** Resolves a rich-text element of an item; what it inserts maps through the registry (./registry.ts). */
export function richText<C extends ContentTypeCodename>(
  item: WireItemOfType<C>,
  element: ElementOfKind<C, 'rich_text'>,
  context: MapContext,
): RichText | null {
  return resolveRichText(richTextElement(item, element), {
    locale: context.locale,
    modular: context.modular,
    mapItem: (inserted, asComponent) => mapBlock(inserted, context, asComponent),
    where: { item: item.system.codename, element },
    // An editor's preview shows what the element leaves out, in its place (decision 123).
    ...(context.preview ? { standIn: ({ itemId, ...leftOut }: LeftOut) => problemBlock(leftOut, itemId ?? item.system.id) } : {}),
  });
}
