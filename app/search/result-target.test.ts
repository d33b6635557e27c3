import { describe, expect, it } from 'vitest';
import { targetPath } from '../content/links';
import { searchTarget } from './result-target';

const found = (type: string, path = '/', codename = 'item_one') => ({ type, codename, path });

describe('where a search result leads (product §2 link targets, decision 086)', () => {
  it.each([
    [found('article', '/retail-standards-2025'), 'cs', '/cs/retail-standards-2025'],
    [found('customer_process_page', '/customer-process'), 'default', '/customer-process'],
    [found('biodiversity_page', '/biodiversity/meadows'), 'fr_fr', '/fr_fr/biodiversity/meadows'],
    [found('news_item', '/news'), 'cs', '/cs/novinky'],
    [found('faq_item', '/faqs'), 'fr_fr', '/fr_fr/faq'],
    [found('download', '/downloads'), 'cs', '/cs/soubory-ke-stazeni'],
    [found('contact', '/contacts'), 'en', '/en/contacts'],
    [found('news_page'), 'cs', '/cs/novinky'],
    [found('list'), 'default', '/list'],
    [found('experience', '/', 'showroom_tour'), 'bg_bg', '/bg_bg/list/experience-showroom_tour'],
  ] as const)('%o in %s is %s', (item, locale, path) => {
    const target = searchTarget(item);
    expect(target).toBeDefined();
    expect(targetPath(target!, locale)).toBe(path);
  });

  it.each([
    found('promo_banner', '/promo'),
    found('article', '/'),
    found('article', ''),
    found('article', 'https://evil.example/phish'),
    found('article', '//evil.example'),
    found('article', '/../admin'),
    found('article', '/a/./b'),
    found('article', '/Upper-Case'),
    found('article', '/with space'),
    found('article', '/trailing/'),
    found('article', `/${'a'.repeat(201)}`),
    found('experience', '/', 'Bad Codename'),
  ])('%o has no page of the site: dropped', (item) => {
    expect(searchTarget(item)).toBeUndefined();
  });
});
