import type { ExternalAssetModel } from './block';
import { elementAttributes, smartLinkAttributes } from '../../content/smart-link';
import type { BlockViews } from '../view';

/** An asset hosted elsewhere (a video, a document): a link that opens it, with its media type. */
export function ExternalAsset({ asset }: { asset: ExternalAssetModel }) {
  if (!asset.href) return null;
  return (
    <p className="external-asset" {...smartLinkAttributes(asset.smart)}>
      <a href={asset.href} target="_blank" rel="noopener noreferrer" {...elementAttributes('title')}>
        {asset.title}
      </a>
      {asset.mimeType && (
        <span className="external-asset__type">
          {' ('}
          <span {...elementAttributes('mime_type')}>{asset.mimeType}</span>)
        </span>
      )}
    </p>
  );
}

/**
 * The folder's view (app/blocks/view.ts). A rarer block: most pages do not have one, so its script loads after the
 * page's, when a page shows one or beside a screen's data (decision 097).
 */
export const views: BlockViews<'external_asset'> = { external_asset: (block) => <ExternalAsset asset={block} /> };
export const rarer = true;
