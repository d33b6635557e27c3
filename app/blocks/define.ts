import type { LocaleCode } from '../i18n/locales';
import { imageOf, type ImageModel } from '../content/images';
import type { ContentTypeCodename } from '../content/model/content-types';
import type { ElementOfKind } from '../content/model/inferred';
import { firstAsset } from '../content/read';
import type { SmartLink } from '../content/smart-link';
import type { WireItem, WireItemOf, WireItemOfType } from '../content/wire';

/**
 * What a block's folder declares (docs/development.md "Add a content block"): the view model's `kind`, the Kontent
 * content types it is mapped from, and the mapper that turns one of those items, as Kontent's wire JSON, into the
 * view model. ./registry.ts collects the declarations; the `Block` union and the mapper table derive from them.
 */
export interface BlockDeclaration<K extends string, T extends ContentTypeCodename, B extends BlockBase<K>> {
  readonly kind: K;
  readonly types: readonly T[];
  /** Null when the item cannot make a block (a stat without its value); a throw is logged and renders nothing. */
  readonly map: (item: WireItemOf<T>, context: MapContext, asComponent: boolean) => B | null;
}

/** Declares a block; `const` parameters keep the kind and the types literal, so the registry can derive from them. */
export function declareBlock<const K extends string, const T extends ContentTypeCodename, B extends BlockBase<K>>(
  declaration: BlockDeclaration<K, T, B>,
): BlockDeclaration<K, T, B> {
  return declaration;
}

/** What every view model carries: its kind (the renderer's key), a key for React lists, its smart-link identity. */
export interface BlockBase<K extends string> {
  kind: K;
  key: string;
  smart: SmartLink;
}

export interface MapContext {
  locale: LocaleCode;
  modular: Record<string, WireItem>;
  /** An editor's preview: what the site leaves out is shown as a notice in its place (decision 123). */
  preview: boolean;
}

/** The common part of a view model: a component inserted into rich text is edited as a component, not an item. */
export function base<K extends string>(kind: K, item: WireItem, asComponent = false): BlockBase<K> {
  return {
    kind,
    key: item.system.codename,
    smart: asComponent ? { componentId: item.system.id } : { itemId: item.system.id },
  };
}

/** The first image of an asset element, when its metadata can be read (app/content/images.ts). */
export function image<C extends ContentTypeCodename>(item: WireItemOfType<C>, element: ElementOfKind<C, 'asset'>): ImageModel | undefined {
  return imageOf(firstAsset(item, element));
}
