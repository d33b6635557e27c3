import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExperienceView } from '../experience/ExperienceView';
import { ExperienceList } from './ExperienceList';
import { mapExperience, mapExperienceList } from '../../content/queries/experiences';
import type { WireElement, WireItem, WireItemOf } from '../../content/wire';
import type { LocaleCode } from '../../i18n/locales';
import { renderInRouter } from '../../../test/dom/render-in-router';

// Wire items in the shape the emulator's demo content arrives in (Kontent Delivery JSON).
const system = <T extends string>(codename: string, type: T): WireItem['system'] & { type: T } => ({
  id: `00000000-0000-4000-8000-${codename
    .padEnd(12, '0')
    .slice(0, 12)
    .replace(/[^0-9a-f]/g, 'a')}`,
  name: codename,
  codename,
  language: 'cs',
  type,
  collection: 'default',
  sitemap_locations: [],
  last_modified: '2025-09-01T08:00:00.000Z',
});
const textElement = (value: string): WireElement => ({ type: 'text', name: 't', value });
const richTextElement = (value: string, links: Record<string, unknown> = {}): WireElement => ({
  type: 'rich_text',
  name: 'r',
  value,
  images: {},
  links,
  modular_content: [],
});
const image = (name: string): WireElement => ({
  type: 'asset',
  name: 'Image',
  value: [{ name, type: 'image/png', size: 1000, description: `Photo ${name}`, url: `https://assets.example/${name}`, width: 1200, height: 800 }],
});

function experience(codename: string, title: string, extra: Record<string, WireElement> = {}): WireItemOf<'experience'> {
  return {
    system: system(codename, 'experience'),
    elements: {
      title: textElement(title),
      summary: textElement(`${title}: summary`),
      location: textElement(`${title}: place`),
      image: image(`${codename}.png`),
      body: richTextElement('<p><br></p>'),
      ...extra,
    },
  };
}

function listItem(codenames: string[]): WireItemOf<'list'> {
  return {
    system: system('experiences', 'list'),
    elements: {
      title: textElement('Zážitky v prodejně'),
      intro: richTextElement('<p>Akce, které můžete zopakovat.</p>'),
      experiences: { type: 'modular_content', name: 'Experiences', value: codenames },
    },
  };
}

const modular: Record<string, WireItem> = {
  test_drive_day: experience('test_drive_day', 'Den zkušebních jízd'),
  meadow_walk: experience('meadow_walk', 'Procházka loukou', { image: { type: 'asset', name: 'Image', value: [] }, location: textElement('') }),
  // A linked item of another type (a content editor's mistake) must not become a card.
  article_x: { system: system('article_x', 'article'), elements: { title: textElement('Článek') } },
};

afterEach(() => cleanup());

const renderList = (codenames: string[], locale: LocaleCode = 'cs') =>
  renderInRouter(() => <ExperienceList page={mapExperienceList(listItem(codenames), { locale, modular, preview: false })} />, {
    path: locale === 'default' ? '/list' : `/${locale}/list`,
    screen: 'articles-slug',
    locale,
  });

describe('ExperienceList (product §2 list page)', () => {
  it('renders a card per experience, in the list order, each linking to its page in the locale', async () => {
    await renderList(['test_drive_day', 'meadow_walk']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Zážitky v prodejně');
    expect(screen.getByText('Akce, které můžete zopakovat.')).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Den zkušebních jízd', 'Procházka loukou']);
    expect(screen.getByRole('link', { name: 'Den zkušebních jízd' }).getAttribute('href')).toBe('/cs/list/experience-test_drive_day');
    expect(screen.getByRole('link', { name: 'Procházka loukou' }).getAttribute('href')).toBe('/cs/list/experience-meadow_walk');
  });

  it('gives images real dimensions, eager for the first card only, and leaves out what an experience lacks', async () => {
    await renderList(['test_drive_day', 'meadow_walk']);
    const [first, second] = screen.getAllByRole('article');
    const img = within(first!).getByRole('img', { name: 'Photo test_drive_day.png' });
    expect(img.hasAttribute('width')).toBe(true);
    expect(img.hasAttribute('height')).toBe(true);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('src')).toContain('fm=webp');
    expect(within(first!).getByText('Den zkušebních jízd: place')).toBeTruthy();
    // The second has no image and no location: nothing empty is rendered for them.
    expect(within(second!).queryByRole('img')).toBeNull();
    expect(second!.querySelector('.experience-card__location')).toBeNull();
    expect(within(second!).getByText('Procházka loukou: summary')).toBeTruthy();
  });

  it('carries the smart-link attributes of the list, each card and their elements', async () => {
    const { container } = await renderList(['test_drive_day']);
    expect(container.querySelector('.screen--list')?.getAttribute('data-kontent-item-id')).toBe(listItem([]).system.id);
    expect(screen.getByRole('article').getAttribute('data-kontent-item-id')).toBe(modular.test_drive_day!.system.id);
    expect(container.querySelector('[data-kontent-element-codename="experiences"]')).not.toBeNull();
    expect(container.querySelector('[data-kontent-element-codename="intro"]')).not.toBeNull();
  });

  it('skips linked items that are missing or not experiences', async () => {
    await renderList(['article_x', 'not_published', 'test_drive_day']);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText('Článek')).toBeNull();
  });

  it('says so when no experience is published (translated)', async () => {
    await renderList([], 'fr_fr');
    expect(document.querySelector('.experience-list')).toBeNull();
    expect(screen.getByText('Aucune expérience n’est encore publiée.')).toBeTruthy();
  });
});

describe('ExperienceView (product §2 experience item)', () => {
  const renderExperience = (item: WireItemOf<'experience'>, locale: LocaleCode = 'da_dk') =>
    renderInRouter(() => <ExperienceView page={mapExperience(item, { locale, modular, preview: false })} />, {
      path: `/${locale}/list/experience-${item.system.codename}`,
      screen: 'articles-slug',
      locale,
    });

  it('renders title, place, summary, the eager image and the rich-text body, whose item links resolve by type', async () => {
    const body = richTextElement(
      '<h2>Sådan forløber aftenen</h2><p>Se også <a data-item-id="l1" href="">Engtur</a> og <a data-item-id="l2" href="">alle oplevelser</a>.</p>',
      {
        l1: { codename: 'meadow_walk', type: 'experience', url_slug: '' },
        l2: { codename: 'experiences', type: 'list', url_slug: '' },
      },
    );
    await renderExperience(experience('showroom_evening', 'Showroomaften', { body }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Showroomaften');
    expect(screen.getByText('Showroomaften: place')).toBeTruthy();
    expect(screen.getByText('Showroomaften: summary')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo showroom_evening.png' }).getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Sådan forløber aftenen');
    expect(screen.getByRole('link', { name: 'Engtur' }).getAttribute('href')).toBe('/da_dk/list/experience-meadow_walk');
    expect(screen.getByRole('link', { name: 'alle oplevelser' }).getAttribute('href')).toBe('/da_dk/list');
    // The way back to the list, translated.
    expect(screen.getByRole('link', { name: 'Alle oplevelser' }).getAttribute('href')).toBe('/da_dk/list');
  });

  it('an empty body, image and location render nothing, not empty elements', async () => {
    const { container } = await renderExperience(
      experience('bare', 'Bare', {
        body: richTextElement('<p><br></p>'),
        image: { type: 'asset', name: 'Image', value: [] },
        location: textElement(''),
      }),
      'cs',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bare');
    expect(container.querySelector('.rich-text')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.experience__location')).toBeNull();
    expect(screen.getByRole('link', { name: 'Všechny zážitky' }).getAttribute('href')).toBe('/cs/list');
  });

  it('broken element values (wrong types) fall back to the item name and empty values', async () => {
    const broken: WireItemOf<'experience'> = {
      system: system('broken', 'experience'),
      elements: {
        title: { type: 'text', name: 'Title', value: 42 },
        summary: { type: 'text', name: 'Summary', value: null },
        body: { type: 'text', name: 'Body', value: '<p>x</p>' },
      },
    };
    const { container } = await renderExperience(broken, 'cs');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('broken');
    expect(container.querySelector('.page-intro')).toBeNull();
    expect(container.querySelector('.rich-text')).toBeNull();
  });
});

describe('content links and the current page', () => {
  it('the way back to the list is not marked as the current page while an experience is shown', async () => {
    await renderInRouter(
      () => <ExperienceView page={mapExperience(experience('meadow_walk', 'Engtur'), { locale: 'da_dk', modular, preview: false })} />,
      {
        path: '/da_dk/list/experience-meadow_walk',
        screen: 'articles-slug',
        locale: 'da_dk',
      },
    );
    expect(screen.getByRole('link', { name: 'Alle oplevelser' }).getAttribute('aria-current')).toBeNull();
  });
});
