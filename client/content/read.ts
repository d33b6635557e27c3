import type { WireElement, WireItem } from './wire';

/**
 * Typed readers of Kontent's wire elements. Upstream JSON is untrusted: a reader returns an empty value for a
 * missing or mistyped element instead of throwing, and the mapping decides what an empty value means.
 */
export function text(item: WireItem, element: string): string {
  const value = item.elements[element]?.value;
  return typeof value === 'string' ? value : '';
}

/** An item's title element, or its name in the CMS when the title is empty (every page and card has a heading). */
export function titleOf(item: WireItem): string {
  return text(item, 'title') || item.system.name;
}

export function numberValue(item: WireItem, element: string): number | null {
  const value = item.elements[element]?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** ISO instant of a date-time element, or '' when empty. */
export function dateTime(item: WireItem, element: string): string {
  const value = item.elements[element]?.value;
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : '';
}

/** Codenames of the chosen options (multiple choice) or taxonomy terms. */
export function codenames(item: WireItem, element: string): string[] {
  const value = item.elements[element]?.value;
  if (!Array.isArray(value)) return [];
  return value.flatMap((option) =>
    option && typeof option === 'object' && typeof (option as { codename?: unknown }).codename === 'string'
      ? [(option as { codename: string }).codename]
      : [],
  );
}

/** SPEC §5: a content boolean is true when the first selected option's codename is 'true'. */
export function contentBoolean(item: WireItem, element: string): boolean {
  return codenames(item, element)[0] === 'true';
}

export interface AssetValue {
  name: string;
  type: string;
  size: number;
  url: string;
  description: string;
  width: number | null;
  height: number | null;
}

function asset(raw: unknown): AssetValue | null {
  if (!raw || typeof raw !== 'object') return null;
  const value = raw as Record<string, unknown>;
  if (typeof value.url !== 'string' || !value.url) return null;
  const dimension = (candidate: unknown) => (typeof candidate === 'number' && candidate > 0 ? candidate : null);
  return {
    name: typeof value.name === 'string' ? value.name : '',
    type: typeof value.type === 'string' ? value.type : '',
    size: typeof value.size === 'number' ? value.size : 0,
    url: value.url,
    description: typeof value.description === 'string' ? value.description : '',
    width: dimension(value.width),
    height: dimension(value.height),
  };
}

export function assets(item: WireItem, element: string): AssetValue[] {
  const value = item.elements[element]?.value;
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    const parsed = asset(raw);
    return parsed ? [parsed] : [];
  });
}

export function firstAsset(item: WireItem, element: string): AssetValue | undefined {
  return assets(item, element)[0];
}

export function richTextElement(item: WireItem, element: string): WireElement | undefined {
  const value = item.elements[element];
  return value?.type === 'rich_text' ? value : undefined;
}
