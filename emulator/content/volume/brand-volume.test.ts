import { describe, expect, it } from 'vitest';
import { languages } from '../../../app/content/model/index.ts';
import { checkContent } from '../check.ts';
import { demoItems } from '../index.ts';
import { ContentStore } from '../../kontent/store.ts';
import { brandCounts, brandSeed, brandVolume } from './brand-volume.ts';

const volume = brandVolume(demoItems);
/** A tenth of the counts: every kind of item and reference the full volume has, for the slower checks. */
const tenth = { articles: 100, news: 100, downloads: 30, faqs: 50, contacts: 10, navigationFirstLevels: 1, navigationFanOut: 4 };
const store = new ContentStore(volume);
const ofType = (type: string) => volume.filter((entry) => entry.type === type && entry.workflowStep !== 'draft');
const bodyOf = (from: ContentStore, codename: string, language: (typeof languages)[number]['codename']) => {
  const variant = from.resolve(codename, language, 'published');
  const body = variant?.elements.body;
  return body && typeof body === 'object' && 'html' in body ? body.html : '';
};

describe('the brand volume', () => {
  it('holds a brand’s counts on top of the demo content', () => {
    // Issue 29: at least 2,000 articles and 2,000 news items in each language.
    expect(brandCounts.articles).toBeGreaterThanOrEqual(2000);
    expect(brandCounts.news).toBeGreaterThanOrEqual(2000);
    expect(ofType('article').length).toBeGreaterThanOrEqual(brandCounts.articles);
    expect(ofType('news_item').length).toBeGreaterThanOrEqual(brandCounts.news);
    expect(ofType('download')).toHaveLength(brandCounts.downloads);
    expect(ofType('faq_item')).toHaveLength(brandCounts.faqs);
    expect(ofType('contact')).toHaveLength(brandCounts.contacts);
    const nodes = ['navigation_first_level', 'navigation_second_level', 'navigation_third_level'].map((type) => ofType(type).length);
    expect(nodes.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(290);
    expect(nodes.every((n) => n > 0)).toBe(true);
    for (const demo of demoItems) expect(volume.some((entry) => entry.codename === demo.codename)).toBe(true);
  });

  it('links every generated download, FAQ category, contact and first level from its page', () => {
    const linked = (codename: string, element: string) => volume.find((entry) => entry.codename === codename)?.elements[element] as string[];
    expect(linked('downloads', 'downloads')).toHaveLength(brandCounts.downloads);
    expect(linked('contacts', 'contacts')).toHaveLength(brandCounts.contacts);
    const categories = linked('faq', 'categories');
    const questions = categories.flatMap((category) => linked(category, 'items'));
    expect(questions).toHaveLength(brandCounts.faqs);
    expect(linked('header_navigation', 'items').length).toBe(4 + brandCounts.navigationFirstLevels);
  });

  it('is the same from the same seed and different from another', () => {
    const once = brandVolume(demoItems, brandSeed, tenth);
    const again = brandVolume(demoItems, brandSeed, tenth);
    expect(JSON.stringify(again)).toBe(JSON.stringify(once));
    expect(bodyOf(new ContentStore(again), 'vol_article_0042', 'cs')).toBe(bodyOf(new ContentStore(once), 'vol_article_0042', 'cs'));
    // Written on each read, a body is the same every time it is read.
    expect(bodyOf(store, 'vol_news_0007', 'da_dk')).toBe(bodyOf(store, 'vol_news_0007', 'da_dk'));
    const other = new ContentStore(brandVolume(demoItems, brandSeed + 1, tenth));
    expect(bodyOf(other, 'vol_article_0042', 'cs')).not.toBe(bodyOf(new ContentStore(once), 'vol_article_0042', 'cs'));
  });

  it('writes bodies of 2–8 KB with headings, images, links and linked items, in each language’s own words', () => {
    const bytes = (html: string) => new TextEncoder().encode(html).length;
    for (const codename of ['vol_article_0001', 'vol_article_2000', 'vol_news_0001', 'vol_news_1999']) {
      for (const { codename: language } of languages) {
        const html = bodyOf(store, codename, language);
        expect(bytes(html)).toBeGreaterThanOrEqual(2048);
        expect(bytes(html)).toBeLessThanOrEqual(8192 + 2048);
        expect(html).toMatch(/<h2>/);
        expect(html).toMatch(/<figure data-asset="/);
        expect(html).toMatch(/<a data-item="/);
      }
    }
    expect(bodyOf(store, 'vol_article_0001', 'en')).toMatch(/<object data-item="vol_article_\d{4}"><\/object>/);
    expect(bodyOf(store, 'vol_article_0001', 'bg_bg')).toMatch(/[а-я]/);
    expect(bodyOf(store, 'vol_article_0001', 'bg_bg')).not.toBe(bodyOf(store, 'vol_article_0001', 'en'));
  });

  it('dates news over years, newest first, as a newsroom publishes', () => {
    const dates = ofType('news_item')
      .filter((entry) => entry.codename.startsWith('vol_'))
      .map((entry) => (entry.elements.date as { value: string }).value);
    expect(dates[0]! > dates.at(-1)!).toBe(true);
    expect(Number(dates.at(-1)!.slice(0, 4))).toBeLessThanOrEqual(2019);
  });

  it('matches the content model in every language (the emulator’s content check), at a tenth of the size', () => {
    // The check writes every body in every language; the whole volume takes it half a minute, too long for npm test.
    // The same generator at a tenth of the counts makes every kind of item and reference the full volume has.
    const small = brandVolume(demoItems, brandSeed, tenth);
    expect(small.filter((entry) => entry.type === 'faq_item')).toHaveLength(50);
    expect(checkContent(small)).toEqual([]);
  }, 30_000);

  it('is built in well under a minute', () => {
    const started = performance.now();
    new ContentStore(brandVolume(demoItems)).list('fr_fr', 'published');
    expect(performance.now() - started).toBeLessThan(20_000);
  }, 30_000);
});
