import type { LocaleCode } from '../../i18n/locales';
import type { ContentClient, RequestOptions } from '../../content/client';
import { linkedItems } from '../../content/links';
import { downloadHref } from '../../content/files';
import { chosen, firstAsset, text } from '../../content/read';
import type { OptionCodenameOf } from '../../content/model/inferred';
import type { SmartLink } from '../../content/smart-link';
import { loadPageItem, metaOf, type PageMeta } from '../../content/queries/page-item';

/** The download's category: the options of its choice element in the content model. */
export type DownloadCategory = OptionCodenameOf<'download', 'category'>;

export interface DownloadFile {
  key: string;
  smart: SmartLink;
  title: string;
  description: string;
  category?: DownloadCategory;
  /** The site's `/files/{file id}/{file name}` path (decision 110). */
  href: string;
  fileName: string;
  /** The size in bytes; product §9 shows it in MB with one decimal (the screen formats it for the locale). */
  bytes: number;
  /** product §9: the file extension when it has 3 or 4 characters, upper case; '' otherwise. */
  extension: string;
  mimeType: string;
}

export interface DownloadsPage {
  smart: SmartLink;
  title: string;
  intro: string;
  files: DownloadFile[];
  meta: PageMeta;
}

/** The extension of a file name when it is 3 or 4 letters or digits (product §9), upper case. */
export function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]{3,4})$/i.exec(fileName);
  return match?.[1]?.toUpperCase() ?? '';
}

const categories: readonly DownloadCategory[] = ['guidelines', 'templates', 'marketing'];

/** product §2 downloads: the files of the downloads page, each with name, type, size and extension. */
export async function loadDownloads(content: ContentClient, locale: LocaleCode, options?: RequestOptions): Promise<DownloadsPage> {
  const { item, context } = await loadPageItem(content, locale, 'downloads_page', { depth: 1 }, options);
  return {
    smart: { itemId: item.system.id },
    title: text(item, 'title'),
    intro: text(item, 'intro'),
    files: linkedItems(item, 'downloads', context.modular, 'download').flatMap((download) => {
      const file = firstAsset(download, 'file');
      // The site's own /files/ path, behind sign-in (decision 110): never the asset URL, which works for anyone.
      const href = file ? downloadHref(file.url) : undefined;
      if (!file || !href) {
        console.warn(`Mapping of content item ${download.system.codename} failed: no file`);
        return [];
      }
      const category = chosen(download, 'category', categories);
      return [
        {
          key: download.system.codename,
          smart: { itemId: download.system.id },
          title: text(download, 'title') || file.name,
          description: text(download, 'description'),
          ...(category ? { category } : {}),
          href,
          fileName: file.name,
          bytes: file.size,
          extension: extensionOf(file.name),
          mimeType: file.type,
        },
      ];
    }),
    meta: metaOf(item, text(item, 'intro')),
  };
}
