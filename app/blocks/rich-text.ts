import type { ContentTypeCodename } from '../content/model/content-types';
import type { ElementOfKind } from '../content/model/inferred';
import { richTextElement } from '../content/read';
import { resolveRichText, type RichTextModel } from '../content/rich-text/resolve';
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
  });
}
