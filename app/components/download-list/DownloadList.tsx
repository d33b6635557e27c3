import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
// Types only: the query module is the loader's, no part of the page's first load (decision 125).
import type { DownloadCategory, DownloadFile } from '../../screens/downloads/query';
import { elementAttributes, insertableElementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { Icon } from '../icon/Icon';
import { formatNumber } from '../../i18n/formats';
import './download-list.css';

const categoryLabels: Record<DownloadCategory, MessageDescriptor> = {
  guidelines: msg({ id: 'downloads.category.guidelines', message: 'Guidelines' }),
  templates: msg({ id: 'downloads.category.templates', message: 'Templates' }),
  marketing: msg({ id: 'downloads.category.marketing', message: 'Marketing' }),
};
const size = (megabytes: string) => msg({ id: 'downloads.size', message: `${megabytes} MB` });
const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
const smallestShownMb = 0.1;

/** Bytes to megabytes rounded to one decimal (product §9). */
const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
const download = (title: string) => msg({ id: 'downloads.download', message: `Download ${title}` });

/** product §9: MB with one decimal. "0.0 MB" would read as an empty file, so a small one is "< 0.1 MB". */
function sizeText(i18n: I18n, bytes: number): string {
  const shown = megabytes(bytes);
  if (bytes > 0 && shown < smallestShownMb) return `< ${i18n._(size(formatNumber(i18n, smallestShownMb, oneDecimal)))}`;
  return i18n._(size(formatNumber(i18n, shown, oneDecimal)));
}

/** Downloadable files with name, type, size in MB (one decimal) and extension (product §2, §9). */
export function DownloadList({ files }: { files: DownloadFile[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="downloads" {...insertableElementAttributes('downloads')}>
      {files.map((file) => (
        <li key={file.key} className="downloads__file" {...smartLinkAttributes(file.smart)}>
          <div className="downloads__text">
            <h2 className="downloads__title" {...elementAttributes('title')}>
              {file.title}
            </h2>
            {file.description && <p {...elementAttributes('description')}>{file.description}</p>}
            <p className="downloads__meta">
              {file.category && <span {...elementAttributes('category')}>{i18n._(categoryLabels[file.category])}</span>}
              {file.extension && <span className="downloads__extension">{file.extension}</span>}
              <span className="downloads__size">{sizeText(i18n, file.bytes)}</span>
            </p>
          </div>
          <a
            className="downloads__link"
            href={file.href}
            download={file.fileName}
            aria-label={i18n._(download(file.title))}
            {...elementAttributes('file')}
          >
            <Icon name="download" />
          </a>
        </li>
      ))}
    </ul>
  );
}
