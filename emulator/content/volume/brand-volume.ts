// A brand-sized site on top of the demo content (the emulator's CONTENT_VOLUME=brand, docs/emulator.md): from one
// seed, the same items on every run and in every isolate. 2,000 articles and 2,000 news items in every language,
// 300 downloads, 500 FAQs in 22 categories, 60 contacts and a header navigation of about 300 nodes over three levels;
// article and news bodies of 2–8 KB with headings, images, links to other items and (articles) linked articles,
// written when read (GeneratedRichText), so the volume costs little memory until a request needs a body.
import type { LanguageCodename } from '../../../app/content/model/index.ts';
import type { AssetFileName } from '../../assets/registry.ts';
import { perLanguage, type Localized } from '../localized.ts';
import { dateTime, type DemoItem, type GeneratedRichText, item, localizedRichText, type RichTextSource } from '../source.ts';
import { adjective, noun, phrase, verb, wordCounts } from './words.ts';

export const brandSeed = 20_261_127;

export interface BrandCounts {
  readonly articles: number;
  readonly news: number;
  readonly downloads: number;
  readonly faqs: number;
  readonly contacts: number;
  readonly navigationFirstLevels: number;
  readonly navigationFanOut: number;
}

export const brandCounts: BrandCounts = {
  articles: 2000,
  news: 2000,
  downloads: 300,
  faqs: 500,
  contacts: 60,
  /** Generated first levels, each with 8 second levels of 8 third levels: 4 + 32 + 256 nodes beside the demo's 18. */
  navigationFirstLevels: 4,
  navigationFanOut: 8,
};

/** A small, fast generator of uniform numbers in [0, 1) (mulberry32), seeded per key so items do not depend on order. */
export const randomFor = (seed: number, key: string): (() => number) => {
  let state = seed >>> 0;
  for (let i = 0; i < key.length; i++) state = Math.imul(state ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const number4 = (n: number) => String(n).padStart(4, '0');
const articleCodename = (n: number) => `vol_article_${number4(n)}`;
const newsCodename = (n: number) => `vol_news_${number4(n)}`;

/** Any of the volume's articles, drawn from `random`. */
const anyArticleOf = (counts: BrandCounts) => (random: () => number) => articleCodename(1 + Math.floor(random() * counts.articles));
const images: readonly AssetFileName[] = ['showroom.svg', 'retail-team.svg', 'meadow.svg', 'charging.svg'];
const files = [
  'retail-standards-2025.pdf',
  'biodiversity-catalogue.pdf',
  'price-list-template.csv',
  'dealer-starter-kit.zip',
  'service-hours.txt',
] as const;
const audiences = ['business', 'retailer', 'importer', 'product', 'electric', 'combustion'] as const;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** UTF-8 bytes of generated text, whose characters are all below U+0800 (Latin and Cyrillic letters). */
const utf8Bytes = (text: string) => {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) bytes += 1;
  return bytes;
};

/** Word indexes drawn once: the same title in every language, each in its own words. */
const titleOf = (random: () => number): Localized<string> => {
  const a = Math.floor(random() * wordCounts.adjectives);
  const n1 = Math.floor(random() * wordCounts.nouns);
  const v = Math.floor(random() * wordCounts.verbs);
  const n2 = Math.floor(random() * wordCounts.nouns);
  return perLanguage((l) => capital(`${adjective(l, a)} ${noun(l, n1)} ${verb(l, v)} ${noun(l, n2)}`));
};

const sentence = (random: () => number, language: LanguageCodename): string => {
  let text = '';
  const length = 6 + Math.floor(random() * 9);
  for (let i = 0; i < length; i++) {
    const pick = random();
    const index = Math.floor(random() * 97);
    const word = pick < 0.5 ? noun(language, index) : pick < 0.75 ? verb(language, index) : adjective(language, index);
    text = i === 0 ? capital(word) : `${text} ${word}`;
  }
  return `${text}.`;
};

interface BodyPlan {
  readonly key: string;
  /** Items the body links to (and, for articles, embeds): codenames that exist in every language. */
  readonly linkTarget: (random: () => number) => string;
  readonly embeds: boolean;
}

/**
 * A body of 2–8 KB: paragraphs, with every third a heading, an image, a link to another item and, where the type
 * allows it, a linked item. Drawn from the item's own seed, so every language has the same structure.
 */
const body = (seed: number, plan: BodyPlan, language: LanguageCodename): RichTextSource => {
  const random = randomFor(seed, plan.key);
  const target = 2048 + Math.floor(random() * 6144);
  const parts: string[] = [];
  let size = 0;
  for (let block = 0; size < target; block++) {
    let html = '';
    if (block % 3 === 1) html += `<h2>${sentence(random, language).slice(0, -1)}</h2>\n`;
    const sentences: string[] = [];
    for (let s = 3 + Math.floor(random() * 4); s > 0; s--) sentences.push(sentence(random, language));
    if (block % 3 === 2)
      sentences.push(`${phrase(language, 'readAlso')}: <a data-item="${plan.linkTarget(random)}">${sentence(random, language)}</a>`);
    html += `<p>${sentences.join(' ')}</p>\n`;
    if (block % 4 === 3) html += `<figure data-asset="${images[Math.floor(random() * images.length)]}"></figure>\n`;
    if (plan.embeds && block === 5) html += `<object data-item="${plan.linkTarget(random)}"></object>\n`;
    parts.push(html);
    size += utf8Bytes(html);
  }
  return { html: parts.join(''), components: {} };
};

const generatedBody = (seed: number, plan: BodyPlan): GeneratedRichText => ({ generate: (language) => body(seed, plan, language) });

const pickAudience = (random: () => number): string[] => {
  const first = audiences[Math.floor(random() * audiences.length)] ?? 'business';
  const second = audiences[Math.floor(random() * audiences.length)] ?? 'product';
  return first === second ? [first] : [first, second];
};

/** Dates from newest to oldest over eight years, a few hours apart at random, as a newsroom publishes. */
const dateAt = (random: () => number, index: number, count: number): string => {
  const newest = Date.UTC(2026, 10, 20, 8);
  const span = 8 * 365 * 86_400_000;
  const at = newest - Math.floor((index / count) * span) - Math.floor(random() * 36) * 3_600_000;
  return new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');
};

const articles = (seed: number, counts: BrandCounts): DemoItem[] =>
  Array.from({ length: counts.articles }, (_, i) => {
    const n = i + 1;
    const codename = articleCodename(n);
    const random = randomFor(seed, codename);
    const anyArticle = anyArticleOf(counts);
    const other = () => anyArticle(random);
    const title = titleOf(random);
    const published = dateAt(random, i, counts.articles);
    return item({
      codename,
      type: 'article',
      name: title,
      sitemapLocations: ['articles'],
      lastModified: published.replace('Z', '.000Z'),
      elements: {
        title,
        slug: `brand-article-${number4(n)}`,
        summary: perLanguage((l) => sentence(randomFor(seed, `${codename}/summary`), l)),
        image: [images[i % images.length] ?? 'showroom.svg'],
        published: dateTime(published),
        reading_minutes: 2 + Math.floor(random() * 9),
        body: generatedBody(seed, { key: `${codename}/body`, linkTarget: anyArticle, embeds: true }),
        audience: pickAudience(random),
        page_type: [(['digital_showroom', 'green_retail', 'architecture', 'all'] as const)[i % 4] ?? 'all'],
        related: [other(), other(), other()].filter((codename, at, all) => all.indexOf(codename) === at),
      },
    });
  });

const news = (seed: number, counts: BrandCounts): DemoItem[] =>
  Array.from({ length: counts.news }, (_, i) => {
    const codename = newsCodename(i + 1);
    const random = randomFor(seed, codename);
    const title = titleOf(random);
    const date = dateAt(random, i, counts.news);
    const anyArticle = anyArticleOf(counts);
    return item({
      codename,
      type: 'news_item',
      name: title,
      lastModified: date.replace('Z', '.000Z'),
      elements: {
        title,
        slug: `brand-news-${number4(i + 1)}`,
        date: dateTime(date),
        perex: perLanguage((l) => sentence(randomFor(seed, `${codename}/perex`), l)),
        image: [images[i % images.length] ?? 'charging.svg'],
        body: generatedBody(seed, {
          key: `${codename}/body`,
          linkTarget: (words) => (words() < 0.5 ? 'downloads' : anyArticle(words)),
          embeds: false,
        }),
        audience: pickAudience(random),
        highlighted: [i < 3 ? 'true' : 'false'],
      },
    });
  });

/** Generated downloads, FAQs and contacts: the demo's own stay and these are added up to the brand's counts. */
const downloads = (seed: number, wanted: number, demoCount: number): DemoItem[] =>
  Array.from({ length: wanted - demoCount }, (_, i) => {
    const codename = `vol_download_${number4(i + 1)}`;
    const random = randomFor(seed, codename);
    const title = titleOf(random);
    return item({
      codename,
      type: 'download',
      name: title,
      elements: {
        title,
        description: perLanguage((l) => sentence(randomFor(seed, `${codename}/description`), l)),
        file: [files[i % files.length] ?? 'service-hours.txt'],
        category: [(['guidelines', 'templates', 'marketing'] as const)[i % 3] ?? 'guidelines'],
        audience: pickAudience(random),
      },
    });
  });

const faqCategorySize = 25;

const faqs = (seed: number, wanted: number, demoCount: number): { categories: DemoItem[]; questions: DemoItem[] } => {
  const questions = Array.from({ length: wanted - demoCount }, (_, i) => {
    const codename = `vol_faq_${number4(i + 1)}`;
    const random = randomFor(seed, codename);
    const n = Math.floor(random() * wordCounts.nouns);
    const v = Math.floor(random() * wordCounts.verbs);
    const question = perLanguage((l) => `${phrase(l, 'question')} ${noun(l, n)} ${verb(l, v)}?`);
    const link = random() < 0.3;
    return item({
      codename,
      type: 'faq_item',
      name: question,
      elements: {
        question,
        answer: localizedRichText(
          perLanguage((l) => {
            const words = randomFor(seed, `${codename}/answer`);
            const more = link ? ` <a data-item="downloads">${phrase(l, 'downloads')}</a>.` : '';
            return `<p>${sentence(words, l)} ${sentence(words, l)}${more}</p>`;
          }),
        ),
      },
    });
  });
  const categories: DemoItem[] = [];
  for (let at = 0; at < questions.length; at += faqCategorySize) {
    const codename = `vol_faq_category_${number4(categories.length + 1)}`;
    const n = Math.floor(randomFor(seed, codename)() * wordCounts.nouns);
    categories.push(
      item({
        codename,
        type: 'faq_category',
        name: `FAQ: ${noun('en', n)} ${categories.length + 1}`,
        elements: {
          title: perLanguage((l) => `${capital(noun(l, n))} ${categories.length + 1}`),
          items: questions.slice(at, at + faqCategorySize).map((question) => question.codename),
        },
      }),
    );
  }
  return { categories, questions };
};

const people = ['Jana', 'Pierre', 'Mette', 'Ioana', 'Georgi', 'Tomáš', 'Claire', 'Lars', 'Andrei', 'Elena', 'Petr', 'Sophie'];
const surnames = ['Novák', 'Martin', 'Jensen', 'Popescu', 'Ivanov', 'Dvořák', 'Bernard', 'Hansen', 'Ionescu', 'Petrova'];
const countries = perLanguage(
  (l) => ({ en: 'Country', cs: 'Země', fr_fr: 'Pays', da_dk: 'Land', ro_ro: 'Țara', bg_bg: 'Държава', en_ie: 'Country' })[l],
);

const contacts = (seed: number, wanted: number, demoCount: number): DemoItem[] =>
  Array.from({ length: wanted - demoCount }, (_, i) => {
    const codename = `vol_contact_${number4(i + 1)}`;
    const random = randomFor(seed, codename);
    const first = people[Math.floor(random() * people.length)] ?? 'Jana';
    const last = surnames[Math.floor(random() * surnames.length)] ?? 'Novák';
    const role = Math.floor(random() * wordCounts.nouns);
    const ascii = `${first}.${last}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    return item({
      codename,
      type: 'contact',
      name: `${first} ${last}`,
      elements: {
        name: `${first} ${last}`,
        role: perLanguage((l) => capital(noun(l, role))),
        email: `${ascii}.${i + 1}@brand.example`,
        phone: `+420 5${String(10_000_000 + Math.floor(random() * 89_999_999)).slice(0, 8)}`,
        country: perLanguage((l) => `${countries[l === 'en_ie' ? 'en' : l]} ${1 + (i % 12)}`),
      },
    });
  });

/** Four first levels of eight second levels of eight third levels, each third level an internal link to an article. */
const navigation = (seed: number, counts: BrandCounts): { firstLevels: DemoItem[]; others: DemoItem[] } => {
  const firstLevels: DemoItem[] = [];
  const others: DemoItem[] = [];
  const fan = counts.navigationFanOut;
  for (let f = 1; f <= counts.navigationFirstLevels; f++) {
    const seconds: string[] = [];
    for (let s = 1; s <= fan; s++) {
      const thirds: string[] = [];
      for (let t = 1; t <= fan; t++) {
        const codename = `vol_nav3_${f}_${s}_${t}`;
        const target = articleCodename(1 + (((((f - 1) * fan + (s - 1)) * fan + (t - 1)) * 3) % counts.articles));
        const random = randomFor(seed, codename);
        others.push(
          item({
            codename: `vol_link_${f}_${s}_${t}`,
            type: 'internal_link',
            name: `Link: ${target}`,
            elements: { title: titleOf(random), target: [target] },
          }),
        );
        others.push(
          item({
            codename,
            type: 'navigation_third_level',
            name: `Navigation third level: ${target}`,
            elements: { link: [`vol_link_${f}_${s}_${t}`] },
          }),
        );
        thirds.push(codename);
      }
      const codename = `vol_nav2_${f}_${s}`;
      const n = Math.floor(randomFor(seed, codename)() * wordCounts.nouns);
      others.push(
        item({
          codename,
          type: 'navigation_second_level',
          name: `Navigation: ${f} / ${s}`,
          elements: { icon: ['icon-document.svg'], title: perLanguage((l) => capital(noun(l, n))), items: thirds },
        }),
      );
      seconds.push(codename);
    }
    const codename = `vol_nav1_${f}`;
    const n = Math.floor(randomFor(seed, codename)() * wordCounts.nouns);
    firstLevels.push(
      item({
        codename,
        type: 'navigation_first_level',
        name: `Navigation: ${f}`,
        elements: { title: perLanguage((l) => `${capital(noun(l, n))} ${f}`), items: seconds },
      }),
    );
  }
  return { firstLevels, others };
};

const listOf = (demo: DemoItem | undefined, element: string): string[] => {
  const value = demo?.elements[element];
  return Array.isArray(value) ? [...(value as readonly string[])] : [];
};

/** The demo items with the brand's volume added: listing pages and the header navigation link the new items too. */
export const brandVolume = (demo: readonly DemoItem[], seed = brandSeed, counts: BrandCounts = brandCounts): DemoItem[] => {
  const byCodename = new Map(demo.map((entry) => [entry.codename, entry]));
  const count = (type: string) => demo.filter((entry) => entry.type === type).length;
  const generatedDownloads = downloads(seed, counts.downloads, count('download'));
  const { categories, questions } = faqs(seed, counts.faqs, count('faq_item'));
  const generatedContacts = contacts(seed, counts.contacts, count('contact'));
  const { firstLevels, others } = navigation(seed, counts);
  const appended: Record<string, readonly [string, readonly DemoItem[]]> = {
    downloads: ['downloads', generatedDownloads],
    faq: ['categories', categories],
    contacts: ['contacts', generatedContacts],
    header_navigation: ['items', firstLevels],
  };
  const extended = demo.map((entry) => {
    const extra = appended[entry.codename];
    if (!extra) return entry;
    const [element, items] = extra;
    const value = [...listOf(byCodename.get(entry.codename), element), ...items.map((added) => added.codename)];
    return { ...entry, elements: { ...entry.elements, [element]: value } };
  });
  return [
    ...extended,
    ...articles(seed, counts),
    ...news(seed, counts),
    ...generatedDownloads,
    ...categories,
    ...questions,
    ...generatedContacts,
    ...firstLevels,
    ...others,
  ];
};
