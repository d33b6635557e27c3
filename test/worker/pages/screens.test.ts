import { env } from 'cloudflare:workers';
import { HTMLElement, parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { componentTypes } from '../../../app/content/model/content-types';
import { ENVIRONMENT_ID } from '../../../emulator/constants';
import { get, heading } from '../helpers';

/** The visible text of a document, tags stripped, for content assertions. */
async function page(path: string) {
  const response = await get(path);
  const html = await response.text();
  return {
    status: response.status,
    html,
    text: html
      .replace(/<!--.*?-->/gs, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  };
}

// The first request of a file loads the whole app into workerd, which on a busy machine takes longer than a test.
beforeAll(async () => {
  await get('/');
}, 120_000);

describe('home', () => {
  it.each([
    ['/', 'Welcome to the retail portal', 'The new City EV arrives in showrooms in October'],
    ['/en_ie', 'Welcome to the retail portal for Ireland', 'Green retail starts at your site'],
    ['/cs', 'Vítejte na prodejním portálu', 'Nový City EV dorazí do showroomů v říjnu'],
    ['/bg_bg', 'Добре дошли в портала за търговци', 'търговски обекта в Европа'],
  ])('%s renders the home item of its language with its content blocks', async (path, title, block) => {
    const { status, html, text } = await page(path);
    expect(status).toBe(200);
    expect(heading(html)).toContain(title);
    expect(text).toContain(block);
  });

  it('the intro links to the news page and the customer process in the locale', async () => {
    const { html } = await page('/cs');
    expect(html).toContain('href="/cs/novinky"');
    expect(html).toContain('href="/cs/customer-process"');
  });

  it('the page title and meta description come from the SEO elements', async () => {
    const { html } = await page('/fr_fr');
    expect(html).toContain('<title>Retail portal | Retailer Experience</title>');
    expect(html).toContain('<meta name="description" content="Le portail du réseau de distribution de la marque."');
  });
});

describe('news', () => {
  it('lists five news items newest first with their dates', async () => {
    const { html, text } = await page('/news');
    const titles = [...html.matchAll(/class="news-list__title"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(titles).toEqual([
      'City EV order books open',
      'Autumn sales training',
      'New retail portal',
      'Battery warranty extended',
      'Service booking app',
    ]);
    expect(html).toContain('<time dateTime="2025-09-01T07:00:00Z"');
    expect(text).toContain('September 1, 2025');
    expect(text).toContain('Page 1 of 3');
  });

  it('pages through ?page=N and formats dates for the locale', async () => {
    const { html, text } = await page('/cs/novinky?page=3');
    const titles = [...html.matchAll(/class="news-list__title"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(titles).toEqual(['Představen modernizovaný Tourer', 'Výsledky prodejní sítě za rok 2024']);
    expect(text).toContain('3. března 2025');
    expect(text).toContain('Strana 3 z 3');
    expect(html).toMatch(/href="\/cs\/novinky\?page=2"[^>]*rel="prev"|rel="prev"[^>]*href="\/cs\/novinky\?page=2"/);
  });

  it('a page number that is not a number redirects to the first page', async () => {
    const response = await get('/news?page=abc');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/news?page=1');
  });
});

describe('FAQ', () => {
  it('shows the categories with their questions as expandable answers, each with a stable anchor', async () => {
    const { html, text } = await page('/fr_fr/faq');
    expect(text).toContain('Utiliser le portail');
    expect(text).toContain('Commandes et supports');
    expect(html).toMatch(/<details id="faq-sign-in"[^>]*><summary[^>]*>Comment me connecter \?<\/summary>/);
    expect(text).toContain('Utilisez le compte d’authentification unique de votre entreprise.');
  });
});

describe('downloads', () => {
  it('lists files with name, type, size in MB with one decimal and extension', async () => {
    const { html, text } = await page('/downloads');
    expect(text).toContain('Retail standards 2025');
    expect(text).toContain('Guidelines');
    expect(html).toMatch(/class="downloads__extension">PDF</);
    expect(html).toMatch(/class="downloads__extension">ZIP</);
    expect(html).toMatch(/class="downloads__size">(&lt; )?\d+\.\d MB</);
    // The site's own path, behind sign-in (decision 110), never the asset URL.
    expect(html).toMatch(/href="\/files\/[0-9a-f-]{36}\/retail-standards-2025\.pdf" download="retail-standards-2025.pdf"/);
  });

  it('formats sizes with the locale decimal separator', async () => {
    const { html } = await page('/fr_fr/downloads');
    expect(html).toMatch(/class="downloads__size">(&lt; )?\d+,\d Mo</);
  });
});

describe('contacts', () => {
  it('shows people with mailto and tel links', async () => {
    const { html, text } = await page('/cs/kontakty');
    expect(text).toContain('Jana Nováková');
    expect(text).toContain('Vedoucí prodejních standardů');
    expect(html).toContain('href="mailto:retail.standards@brand.example"');
    expect(html).toContain('href="tel:+420200000100"');
  });
});

describe('article', () => {
  it('renders the body rich text: headings, lists, links of every kind, image, table, linked item and component', async () => {
    const { html, text } = await page('/retail-standards-2025');
    expect(heading(html)).toBe('Retail standards 2025');
    expect(html).toContain('<h2>Key points</h2>');
    // The link to the related article reads as its title, and the body does not repeat the summary shown above it.
    expect(html).toMatch(/<ul><li>Read also: <a href="\/digital-showroom"[^>]*>The digital showroom<\/a>/);
    expect(html.match(/>The updated standards for showrooms, customer reception and handover\.</g)).toHaveLength(1);
    expect(html).toMatch(/<a href="https:\/\/brand.example\/retail" target="_blank" rel="noopener noreferrer">/);
    expect(html).toContain('href="mailto:retail@brand.example"');
    expect(html).toMatch(
      /<figure class="rich-text__figure"><img src="\/__emulator\/assets\/[^"]+\/showroom.svg" width="800" height="450" alt="A bright showroom with an electric car"/,
    );
    expect(html).toMatch(/<table><tbody><tr><td><p><strong>Area<\/strong><\/p><\/td>/);
    expect(text).toContain('retail points in Europe');
    expect(html).toMatch(/<aside class="info-panel info-panel--info" data-kontent-component-id="[0-9a-f-]{36}">/);
    expect(text).toContain('Start with the handover area');
  });

  it('carries the smart-link attributes of the item and its elements', async () => {
    const { html } = await page('/green-retail');
    expect(html).toMatch(/<article class="screen screen--article article" data-kontent-item-id="[0-9a-f-]{36}">/);
    expect(html).toContain('data-kontent-element-codename="body"');
  });
});

describe('styleguide', () => {
  it('renders every component type of the styleguide page', async () => {
    const { html, text } = await page('/styleguide');
    for (const className of [
      'banner',
      'showcase',
      'info-panel info-panel--warning',
      'tabs',
      'icon-list',
      'two-step',
      'stat-block',
      'label',
      'button button--primary',
      'text-button',
      'image-group',
      'unordered-list',
      'external-asset',
    ]) {
      expect(html, className).toMatch(new RegExp(`class="${className}[ "]`));
    }
    expect(text).toContain('Brand video');
    expect(html).toContain('role="tablist"');
  });

  it('holds an item of every component type, and each one renders marked for editors', async () => {
    // Derived from the model: a new block's type is checked here without this test naming it (decision 132).
    const response = await env.EMULATOR!.fetch(`https://emulator.local/kontent/delivery/${ENVIRONMENT_ID}/items/styleguide?depth=1`);
    const answer = (await response.json()) as {
      item: { elements: { content: { value: string[] } } };
      modular_content: Record<string, { system: { id: string; type: string } }>;
    };
    const body = answer.item.elements.content.value.map((codename) => answer.modular_content[codename]?.system);
    expect(new Set(body.map((system) => system?.type))).toEqual(new Set(componentTypes));
    // The page's blocks in the order ContentBlocks renders them: the banners' stack first, then the others.
    const blocks = parse((await page('/styleguide')).html).querySelector('.content-blocks');
    const rendered = (blocks?.childNodes ?? [])
      .filter((node) => node instanceof HTMLElement)
      .flatMap((element) => (element.classList.contains('banner-stack') ? element.children : [element]))
      .map((element) => element.getAttribute('data-kontent-item-id'));
    const banners = body.filter((system) => system?.type === 'banner');
    const others = body.filter((system) => system?.type !== 'banner');
    expect(rendered).toEqual([...banners, ...others].map((system) => system?.id));
  });
});

describe('customer process', () => {
  const substeps = (html: string) => [...html.matchAll(/data-substep="([a-z_]+)"/g)].map((match) => match[1]);

  it('is reached by its slug and, built from the item, at /cpo, with phases, substeps, tips and popups', async () => {
    const bySlug = await page('/cs/customer-process');
    const byItem = await page('/cs/cpo');
    expect(heading(bySlug.html)).toBe('Zákaznický proces');
    expect(heading(byItem.html)).toBe('Zákaznický proces');
    expect(substeps(byItem.html)).toEqual(['step_lead', 'step_test_drive', 'step_offer', 'step_handover', 'step_first_service', 'step_loyalty']);
    expect(byItem.text).toContain('Odpovězte do dvou hodin');
    expect(byItem.text).toContain('Kontrolní seznam zkušební jízdy');
    expect(byItem.text).toContain('Na prodejním místě');
    // No SEO description in the demo item: the intro's text describes the page.
    expect(byItem.html).toContain(
      '<meta name="description" content="Každý krok od prvního kontaktu po první servisní návštěvu. Filtrujte podle role, tématu nebo oblasti."',
    );
  });

  it('renders the filtered view the URL asks for', async () => {
    expect(substeps((await page('/cpo?roles=role_manager')).html)).toEqual(['step_offer', 'step_loyalty']);
    expect(substeps((await page('/cpo?roles=role_sales,role_service&business_areas=area_aftersales')).html)).toEqual([
      'step_first_service',
      'step_loyalty',
    ]);
    expect(substeps((await page('/cpo?roles=role_manager&business_areas=area_aftersales')).html)).toEqual(['step_loyalty']);
    expect(substeps((await page('/cpo?topics=%3Cscript%3E')).html)).toHaveLength(6);
  });

  it('shows the filters with their options; hidden options are not offered', async () => {
    const { html } = await page('/cpo');
    expect(html).toMatch(/role="option"[^>]*>.*Sales consultant/);
    expect(html).not.toMatch(/role="option"[^>]*>(<[^>]+>)*Retail manager/);
  });
});

describe('biodiversity', () => {
  it('renders tiles with their figures, the promo and the catalogue', async () => {
    const { html, text } = await page('/fr_fr/biodiversity');
    expect(heading(html)).toBe('La biodiversité sur les sites de vente');
    expect(text).toContain('Prairie fleurie');
    expect(text).toContain('4 200 m²');
    expect(text).toContain('Rejoignez le programme');
    expect(html).toMatch(/<a[^>]*class="button button--secondary"[^>]*>Contactez-nous</);
    expect(html).toMatch(/<a[^>]*href="\/fr_fr\/contacts"[^>]*>Contactez-nous</);
    expect(text).toContain('Catalogue (PDF)');
  });
});

describe('list and experiences (product §2 link targets list → /list, experience → /list/experience-{codename})', () => {
  it.each([
    [
      '/list',
      'Retail experiences',
      'Events that other retailers have run with success',
      ['/list/experience-showroom_evening', '/list/experience-test_drive_day', '/list/experience-meadow_walk'],
    ],
    [
      '/cs/list',
      'Zážitky v prodejně',
      'Akce, které ostatní prodejci úspěšně uspořádali',
      ['/cs/list/experience-showroom_evening', '/cs/list/experience-meadow_walk'],
    ],
    ['/bg_bg/list', 'Преживявания в търговския обект', 'Събития, които други търговци са провели успешно', ['/bg_bg/list/experience-test_drive_day']],
  ])('%s lists the experiences as cards linking to their pages in the locale', async (path, title, intro, hrefs) => {
    const { status, html, text } = await page(path);
    expect(status).toBe(200);
    expect(heading(html)).toContain(title);
    expect(text).toContain(intro);
    for (const href of hrefs) expect(html).toContain(`href="${href}"`);
    expect(html.match(/class="experience-card"/g)).toHaveLength(3);
    // The list item and each card carry their smart-link item ids.
    expect(html).toMatch(/<div class="screen screen--list" data-kontent-item-id="[0-9a-f-]{36}">/);
    expect(html.match(/<article class="experience-card" data-kontent-item-id="[0-9a-f-]{36}">/g)).toHaveLength(3);
  });

  it.each([
    ['/list/experience-test_drive_day', 'Test drive day', 'A day of test drives with charging stops on the way.', 'What to prepare', '/list'],
    [
      '/fr_fr/list/experience-meadow_walk',
      'Balade dans la prairie avec un apiculteur',
      'Les apiculteurs locaux participent volontiers.',
      'Bon à savoir',
      '/fr_fr/list',
    ],
    [
      '/da_dk/list/experience-showroom_evening',
      'Showroomaften med City EV',
      'Guidede gennemgange af bilen i små grupper.',
      'Sådan forløber aftenen',
      '/da_dk/list',
    ],
  ])('%s renders the experience with its image and rich-text body', async (path, title, content, subheading, listHref) => {
    const { status, html, text } = await page(path);
    expect(status).toBe(200);
    expect(heading(html)).toBe(title);
    expect(text).toContain(content);
    expect(html).toContain(`<h2>${subheading}</h2>`);
    expect(html).toMatch(/<img class="experience__image" src="\/__emulator\/assets\/[^"]+\.svg[^"]*"[^>]* width="\d+" height="\d+"/);
    // The way back, and the body's rich-text links to the list and to another experience, all resolve in the locale.
    expect(html).toContain(`href="${listHref}"`);
    expect(html).toMatch(new RegExp(`<a href="${listHref}/experience-[a-z_]+">`));
  });

  it('the document title and description come from the item', async () => {
    const { html } = await page('/ro_ro/list/experience-test_drive_day');
    expect(html).toContain('<title>Ziua test drive-urilor | Retailer Experience</title>');
    expect(html).toContain('<meta name="description" content="O zi de test drive-uri cu opriri de încărcare pe drum."');
  });

  it.each(['/list/experience-no_such_experience', '/cs/list/experience-retail_standards_2025', '/list/experience-Bad-Codename', '/list/experience-'])(
    '%s is the 404 screen',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('experience-card');
    },
  );

  it('the header navigation links to the list page in the locale', async () => {
    // Closed menus render no links (decision 042) and the page carries the first levels only: the menus' levels come
    // from the navigation endpoint (decision 129), as the JSON the pages build.
    const response = await get('/api/navigation/cs', { accept: 'application/json' });
    expect(await response.text()).toContain('"title":"Zážitky v prodejně","href":"/cs/list"');
  });
});

describe('list and experiences in every locale variant', () => {
  it('an experience names its variant in every locale (hreflang), by the same codename path', async () => {
    const { html } = await page('/cs/list/experience-meadow_walk');
    expect(html).toContain('<link rel="alternate" hrefLang="fr-FR" href="https://retail.test/fr_fr/list/experience-meadow_walk"');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://retail.test/list/experience-meadow_walk"');
  });
});
