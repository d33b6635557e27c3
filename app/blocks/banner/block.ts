import type { ImageModel } from '../../content/images';
import { customValue, dateTime, numberValue, text } from '../../content/read';
import type { WireItemOf } from '../../content/wire';
import { base, type BlockBase, declareBlock, image } from '../define';
import { type LinkModel, linkOf } from '../link/block';

export interface BannerModel extends BlockBase<'banner'> {
  title: string;
  text: string;
  image?: ImageModel;
  link?: LinkModel;
  priority: number;
  /** ISO date after which the banner is no longer active, or ''. */
  validUntil: string;
  theme?: { background: string; foreground: string };
}

/** The editor's colours (a custom element's JSON), only when both are hex colours: nothing else reaches a style. */
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

export const banner = declareBlock({
  kind: 'banner',
  types: ['banner'],
  map: (item, context, asComponent): BannerModel => ({
    ...base('banner', item, asComponent),
    title: text(item, 'title'),
    text: text(item, 'text'),
    image: image(item, 'image'),
    link: linkOf(item, context),
    priority: numberValue(item, 'priority') ?? 0,
    validUntil: dateTime(item, 'valid_until'),
    theme: theme(item),
  }),
});
