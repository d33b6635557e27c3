// Expands the demo content's rich-text shorthand into the markup Kontent delivers (see content/source.ts), and
// collects the `images`, `links` and `modular_content` that go beside the HTML.
import type { LanguageCodename } from '../../app/content/model/index.ts';
import { assetId, assetJson, isAssetFileName } from '../assets/registry.ts';
import type { PlainComponent, PlainRichText } from './variants.ts';

export interface RichTextLinkJson {
  codename: string;
  type: string;
  url_slug: string;
}

export interface RichTextImageJson {
  image_id: string;
  description: string | null;
  url: string;
  width: number | null;
  height: number | null;
}

export interface ExpandedRichText {
  value: string;
  images: Record<string, RichTextImageJson>;
  links: Record<string, RichTextLinkJson>;
  /** Codenames of linked items and components, in order of appearance. */
  modularContent: string[];
  /** Linked items (not components) referenced in the text. */
  linkedItems: string[];
  components: PlainComponent[];
}

export interface LinkTarget {
  id: string;
  codename: string;
  type: string;
  urlSlug: string;
}

export interface RichTextContext {
  language: LanguageCodename;
  publicBase: string;
  /** Resolves an item codename to what a link needs; undefined when the item is not available in this slot. */
  target(codename: string): LinkTarget | undefined;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const pattern =
  /<a data-item="([a-z0-9_]+)"|<a data-asset="([^"]+)"|<figure data-asset="([^"]+)"><\/figure>|<object data-item="([a-z0-9_]+)"><\/object>|<object data-component="([a-z0-9_]+)"><\/object>/g;

export const expandRichText = (rich: PlainRichText, context: RichTextContext): ExpandedRichText => {
  const images: Record<string, RichTextImageJson> = {};
  const links: Record<string, RichTextLinkJson> = {};
  const modularContent: string[] = [];
  const linkedItems: string[] = [];
  const components: PlainComponent[] = [];

  const value = rich.html.replace(
    pattern,
    (match, itemLink?: string, assetLink?: string, figure?: string, object?: string, componentKey?: string) => {
      if (itemLink) {
        const target = context.target(itemLink);
        if (!target) return '<a data-item-id="" href=""';
        links[target.id] = { codename: target.codename, type: target.type, url_slug: target.urlSlug };
        return `<a data-item-id="${target.id}" href=""`;
      }
      const assetName = assetLink ?? figure;
      if (assetName) {
        if (!isAssetFileName(assetName)) return match;
        const json = assetJson(assetName, context.language, context.publicBase);
        const id = assetId(assetName);
        if (assetLink) return `<a data-asset-id="${id}" href="${escapeAttribute(json.url)}"`;
        images[id] = { image_id: id, description: json.description, url: json.url, width: json.width, height: json.height };
        const alt = escapeAttribute(json.description ?? '');
        return `<figure data-asset-id="${id}" data-image-id="${id}"><img src="${escapeAttribute(json.url)}" data-asset-id="${id}" data-image-id="${id}" alt="${alt}"></figure>`;
      }
      if (object) {
        modularContent.push(object);
        linkedItems.push(object);
        return `<object type="application/kenticocloud" data-type="item" data-rel="link" data-codename="${object}"></object>`;
      }
      const component = componentKey ? rich.components[componentKey] : undefined;
      if (!component) return match;
      modularContent.push(component.codename);
      components.push(component);
      return `<object type="application/kenticocloud" data-type="item" data-rel="component" data-codename="${component.codename}"></object>`;
    },
  );
  return { value, images, links, modularContent, linkedItems, components };
};

/** Kontent's empty rich text (product §5). */
export const isEmptyRichText = (html: string): boolean => html.trim() === '' || html.trim() === '<p><br></p>';
