import type { ExternalAssetModel } from './block';
import { elementAttributes, smartLinkAttributes } from '../../content/smart-link';

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
