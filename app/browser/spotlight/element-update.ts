import type { IUpdateMessageElement } from '@kontent-ai/smart-link';
import type { WireElement, WireItem, WireSystem } from '../../content/wire';

/**
 * Kontent's live-preview `update` message (product §7) carries changed element values in the delivery SDK's shapes
 * (camelCase, rich text images and links as arrays, linked items as SDK items). The app maps Kontent's wire JSON
 * (app/content/queries), so a change becomes a patch of the wire element, and new linked items wire items.
 * The message comes from the editor's frame: every value is read defensively.
 */
export interface ElementPatch {
  /** Fields of the wire element replaced by the update (`value`, and a rich text's `images`, `links`, `modular_content`). */
  readonly fields: Readonly<Record<string, unknown>>;
  /** Items the update links (linked items, or components and items inside rich text), in wire form. */
  readonly linked: readonly WireItem[];
  /** Codenames of every item the new value links, also those the update names without bringing them. */
  readonly references: readonly string[];
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Element fields in wire form for an element value in the SDK's form (an update's `data`, or an SDK item's element). */
function wireFields(type: string, data: Record<string, unknown>): Record<string, unknown> {
  switch (type) {
    case 'date_time':
      return { value: data.value ?? null, display_timezone: data.displayTimeZone ?? null };
    case 'asset':
      return {
        value: list(data.value).map((asset) => {
          const { name, description, type: mime, size, url, width, height, renditions } = record(asset);
          return { name, description, type: mime, size, url, width, height, ...(renditions ? { renditions } : {}) };
        }),
      };
    case 'rich_text':
      return {
        value: text(data.value) ?? '',
        images: Object.fromEntries(
          list(data.images).map((image) => {
            const { imageId, url, description, width, height } = record(image);
            return [String(imageId), { image_id: imageId, url, description, width, height }];
          }),
        ),
        links: Object.fromEntries(
          list(data.links).map((link) => {
            const { linkId, codename, type: linkType, urlSlug } = record(link);
            return [String(linkId), { codename, type: linkType, url_slug: urlSlug }];
          }),
        ),
        modular_content: list(data.linkedItemCodenames).filter((codename) => typeof codename === 'string'),
      };
    default:
      // text, number, url_slug, custom, multiple_choice, taxonomy and linked items carry their value as the wire does.
      return { value: data.value ?? null };
  }
}

/** The items an element value links, in wire form (linked items, and components or items inside rich text). */
function linkedOf(data: Record<string, unknown>): WireItem[] {
  return list(data.linkedItems).flatMap((item) => {
    const wire = wireItemOf(record(item));
    return wire ? [wire] : [];
  });
}

/** A delivery-SDK item in wire form, or undefined when it lacks what an item needs. */
export function wireItemOf(item: Record<string, unknown>): WireItem | undefined {
  const system = record(item.system);
  const id = text(system.id);
  const codename = text(system.codename);
  const type = text(system.type);
  const language = text(system.language);
  if (!id || !codename || !type || !language) return undefined;
  const wireSystem: WireSystem = {
    id,
    codename,
    type,
    language,
    name: text(system.name) ?? codename,
    collection: text(system.collection) ?? 'default',
    sitemap_locations: list(system.sitemapLocations).filter((location): location is string => typeof location === 'string'),
    last_modified: text(system.lastModified) ?? '',
    workflow_step: text(system.workflowStep),
    workflow: text(system.workflow),
  };
  const elements: Record<string, WireElement> = {};
  for (const [element, value] of Object.entries(record(item.elements))) {
    const data = record(value);
    const elementType = text(data.type);
    if (!elementType) continue;
    elements[element] = { type: elementType, name: text(data.name) ?? element, ...wireFields(elementType, data) } as WireElement;
  }
  return { system: wireSystem, elements };
}

/** What one changed element of an update message changes on the page's wire data. */
export function elementPatchOf(update: IUpdateMessageElement): ElementPatch {
  const data = record(update.data);
  const fields = wireFields(update.type, data);
  const named = update.type === 'modular_content' ? fields.value : update.type === 'rich_text' ? fields.modular_content : [];
  const references = list(named).filter((codename): codename is string => typeof codename === 'string');
  return { fields, linked: linkedOf(data), references };
}
