import type { LocaleCode } from '../../i18n/locales';
import { richText, type MapContext, type RichText } from '../../blocks/registry';
import type { ContentClient, RequestOptions } from '../client';
import { imageOf, type ImageModel } from '../images';
import { linkedItems, pagePath, targetPath } from '../links';
import { firstAsset, text, titleOf } from '../read';
import type { SmartLink } from '../smart-link';
import type { WireItemOf } from '../wire';
import { loadPageItem, metaOf, pageDataLayer, type PageMeta, type Tracked } from './page-item';

/** One experience as a card on the list page: where it leads and what it shows. */
export interface ExperienceCard {
  key: string;
  smart: SmartLink;
  title: string;
  summary: string;
  location: string;
  image?: ImageModel;
  href: string;
}

/** product §2 list (`/list`): the list item's title and intro, and the experiences it links, in its order. */
export interface ExperienceListPage {
  kind: 'list';
  smart: SmartLink;
  title: string;
  intro: RichText | null;
  experiences: ExperienceCard[];
  meta: PageMeta;
}

/** product §2 experience item (`/list/experience-{codename}`). */
export interface ExperiencePage {
  kind: 'experience';
  smart: SmartLink;
  title: string;
  summary: string;
  location: string;
  image?: ImageModel;
  body: RichText | null;
  /** The list page, for the way back. */
  listHref: string;
  meta: PageMeta;
}

export function mapExperienceCard(item: WireItemOf<'experience'>, context: MapContext): ExperienceCard {
  return {
    key: item.system.codename,
    smart: { itemId: item.system.id },
    title: titleOf(item),
    summary: text(item, 'summary'),
    location: text(item, 'location'),
    image: imageOf(firstAsset(item, 'image')),
    href: pagePath(item, context.locale),
  };
}

export function mapExperienceList(item: WireItemOf<'list'>, context: MapContext): ExperienceListPage {
  return {
    kind: 'list',
    smart: { itemId: item.system.id },
    title: titleOf(item),
    intro: richText(item, 'intro', context),
    // Linked items of another type (or missing in this language) are left out rather than linked to nowhere.
    experiences: linkedItems(item, 'experiences', context.modular, 'experience').map((linked) => mapExperienceCard(linked, context)),
    meta: metaOf(item),
  };
}

export function mapExperience(item: WireItemOf<'experience'>, context: MapContext): ExperiencePage {
  const summary = text(item, 'summary');
  return {
    kind: 'experience',
    smart: { itemId: item.system.id },
    title: titleOf(item),
    summary,
    location: text(item, 'location'),
    image: imageOf(firstAsset(item, 'image')),
    body: richText(item, 'body', context),
    listHref: targetPath({ type: 'list', codename: '', slug: '' }, context.locale),
    meta: metaOf(item, summary),
  };
}

/** The list page: the first published list item in the locale's language; none answers the 404 screen. */
export async function loadExperienceList(content: ContentClient, locale: LocaleCode, options?: RequestOptions): Promise<Tracked<ExperienceListPage>> {
  const { item, context } = await loadPageItem(content, locale, 'list', { depth: 1 }, options);
  return { ...mapExperienceList(item, context), tracking: pageDataLayer(item) };
}

/** An experience by its codename; an unknown codename (or another type's) answers the 404 screen. */
export async function loadExperience(
  content: ContentClient,
  locale: LocaleCode,
  codename: string,
  options?: RequestOptions,
): Promise<Tracked<ExperiencePage>> {
  const { item, context } = await loadPageItem(content, locale, 'experience', { 'system.codename': codename, depth: 3 }, options);
  return { ...mapExperience(item, context), tracking: pageDataLayer(item) };
}
