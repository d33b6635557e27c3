import { text } from '../../content/read';
import { base, type BlockBase, declareBlock } from '../define';

export interface ExternalAssetModel extends BlockBase<'external_asset'> {
  title: string;
  href?: string;
  mimeType: string;
}

/** Only a web address is a link here: anything else (javascript:, data:) is left out. */
function safeUrl(url: string): string | undefined {
  return /^https?:\/\//i.test(url) ? url : undefined;
}

export const externalAsset = declareBlock({
  kind: 'external_asset',
  types: ['external_asset'],
  map: (item, _context, asComponent): ExternalAssetModel => ({
    ...base('external_asset', item, asComponent),
    title: text(item, 'title'),
    href: safeUrl(text(item, 'url')),
    mimeType: text(item, 'mime_type'),
  }),
});
