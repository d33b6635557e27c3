import { linkedItems, linkHref, type LinkItem } from '../../content/links';
import { linkTypes } from '../../content/model/type-groups';
import { contentBoolean, isItemOfType, titleOf } from '../../content/read';
import type { WireItemOf } from '../../content/wire';
import { base, type BlockBase, declareBlock, type MapContext } from '../define';

export interface LinkModel extends BlockBase<'link'> {
  title: string;
  href?: string;
  /** External and asset links open in a new window when the content says so. */
  newWindow: boolean;
  variant: 'internal' | 'external' | 'asset';
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

/** The link a button or a banner points with (its `link` element's first item). */
export function linkOf(item: WireItemOf<'button' | 'text_button' | 'banner'>, context: MapContext): LinkModel | undefined {
  const target = linkedItems(item, 'link', context.modular, ...linkTypes)[0];
  return target ? mapLink(target, context) : undefined;
}

export const link = declareBlock({ kind: 'link', types: linkTypes, map: mapLink });
