import type { LocaleCode } from '../../i18n/locales';
import type { ContentClient, RequestOptions } from '../../content/client';
import { linkedCodenames } from '../../content/links';
import { downloadHref } from '../../content/files';
import { chosen, firstAsset, text } from '../../content/read';
import type { ElementCodenameOf, OptionCodenameOf } from '../../content/model/inferred';
import type { SmartLink } from '../../content/smart-link';
import { loadPageItem, metaOf, type PageMeta } from '../../content/queries/page-item';
import { loadListedItems, pageCountOf, pageSlice } from '../../content/queries/paging';

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
}

export interface DownloadsPage {
  smart: SmartLink;
  title: string;
  intro: string;
  files: DownloadFile[];
  /** 1-based; a page past the last shows no files (as news). */
  page: number;
  pageCount: number;
  total: number;
  meta: PageMeta;
}

/** Files per page (decision 126): a brand's 300 would be half a megabyte of HTML on one page. */
const downloadsPageSize = 20;

/** The elements a file's row shows: the page's query asks for these only. */
const downloadElements = ['title', 'description', 'file', 'category'] as const satisfies readonly ElementCodenameOf<'download'>[];

/** The extension of a file name when it is 3 or 4 letters or digits (product §9), upper case. */
export function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]{3,4})$/i.exec(fileName);
  return match?.[1]?.toUpperCase() ?? '';
}

const categories: readonly DownloadCategory[] = ['guidelines', 'templates', 'marketing'];

/**
 * product §2 downloads: the files the downloads page links, in the editor's order, a page at a time (decision 126):
 * the page item without its linked items, then the page's files by codename.
 */
export async function loadDownloads(content: ContentClient, locale: LocaleCode, page: number, options?: RequestOptions): Promise<DownloadsPage> {
  const { item } = await loadPageItem(content, locale, 'downloads_page', { depth: 0 }, options);
  const listed = linkedCodenames(item, 'downloads');
  const shown = pageSlice(listed, page, downloadsPageSize);
  const { items } = await loadListedItems(content, locale, 'download', shown, { depth: 0, elements: downloadElements.join(',') }, options);
  return {
    smart: { itemId: item.system.id },
    title: text(item, 'title'),
    intro: text(item, 'intro'),
    files: items.flatMap((download) => {
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
        },
      ];
    }),
    page,
    pageCount: pageCountOf(listed.length, downloadsPageSize),
    total: listed.length,
    meta: metaOf(item, text(item, 'intro')),
  };
}
