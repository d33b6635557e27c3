// Every content type of the project (product §3), as data. Codenames are Kontent's snake_case codenames; element
// codenames are the keys. The emulator serves this as the `types` endpoint and checks the demo items against it;
// ./inferred.ts derives the types the app reads items with (app/content/wire.ts, read.ts), and
// `npm run model:check` compares it with a Kontent environment (docs/decisions/070).
import { asset, booleanChoice, choice, dateTime, linkedItems, number, richText, taxonomy, text, urlSlug, type ElementDef } from './elements.ts';
import { blockContentTypes } from '../../blocks/generated/content-types.ts';
import { linkTypes } from './type-groups.ts';

type BlockTypes = typeof blockContentTypes;
/** A block's content type that pages compose their body from (`component: true` in the block's `content-type.ts`). */
export type ComponentType = { [C in keyof BlockTypes]: BlockTypes[C] extends { readonly component: true } ? C : never }[keyof BlockTypes];
const isComponentType = (codename: keyof BlockTypes): codename is ComponentType => 'component' in blockContentTypes[codename];

/** Types that pages compose their body from; the styleguide page uses every one of them. */
export const componentTypes: readonly ComponentType[] = (Object.keys(blockContentTypes) as (keyof BlockTypes)[]).filter(isComponentType);

export const pageTypeOptions = [
  { codename: 'digital_showroom', name: 'Digital showroom' },
  { codename: 'green_retail', name: 'Green retail' },
  { codename: 'architecture', name: 'Architecture' },
  { codename: 'all', name: 'All' },
] as const;

const seo = { seo_title: text('SEO title'), seo_description: text('SEO description') } as const;

export interface ContentTypeDef {
  readonly id: string;
  readonly name: string;
  /** Pages compose their body from it, and rich text that takes components may hold it (`componentTypes`). */
  readonly component?: true;
  readonly elements: Readonly<Record<string, ElementDef>>;
}

export const contentTypes = {
  // Navigation and chrome
  header_navigation: {
    id: '7c1e0b5a-0000-4000-8000-000000000101',
    name: 'Header navigation',
    elements: { items: linkedItems('Items', ['navigation_first_level'], { required: true }) },
  },
  navigation_first_level: {
    id: '7c1e0b5a-0000-4000-8000-000000000102',
    name: 'Navigation first level',
    elements: {
      title: text('Title', { required: true }),
      link: linkedItems('Link', linkTypes, { maxCount: 1 }),
      items: linkedItems('Items', ['navigation_second_level']),
    },
  },
  navigation_second_level: {
    id: '7c1e0b5a-0000-4000-8000-000000000103',
    name: 'Navigation second level',
    elements: {
      icon: asset('Icon', { maxCount: 1 }),
      title: text('Title', { required: true }),
      link: linkedItems('Link', linkTypes, { maxCount: 1 }),
      items: linkedItems('Items', ['navigation_third_level']),
    },
  },
  navigation_third_level: {
    id: '7c1e0b5a-0000-4000-8000-000000000104',
    name: 'Navigation third level',
    elements: { link: linkedItems('Link', linkTypes, { required: true, maxCount: 1 }) },
  },
  footer: {
    id: '7c1e0b5a-0000-4000-8000-000000000108',
    name: 'Footer',
    elements: {
      links: linkedItems('Links', ['footer_link'], { required: true }),
      copyright: text('Copyright', { required: true }),
    },
  },
  footer_link: {
    id: '7c1e0b5a-0000-4000-8000-000000000109',
    name: 'Footer link',
    elements: {
      title: text('Title', { required: true }),
      link: linkedItems('Link', linkTypes, { required: true, maxCount: 1 }),
    },
  },

  // Pages
  home_page: {
    id: '7c1e0b5a-0000-4000-8000-000000000201',
    name: 'Home page',
    elements: {
      title: text('Title', { required: true }),
      intro: richText('Intro', []),
      content: linkedItems('Content', componentTypes),
      ...seo,
    },
  },
  page: {
    id: '7c1e0b5a-0000-4000-8000-000000000202',
    name: 'Page',
    elements: {
      title: text('Title', { required: true }),
      slug: urlSlug('Slug', 'title', { required: true }),
      page_type: choice('Page type', 'single', pageTypeOptions),
      content: linkedItems('Content', componentTypes),
      ...seo,
    },
  },
  article: {
    id: '7c1e0b5a-0000-4000-8000-000000000203',
    name: 'Article',
    elements: {
      title: text('Title', { required: true }),
      slug: urlSlug('Slug', 'title', { required: true }),
      summary: text('Summary'),
      image: asset('Image', { maxCount: 1 }),
      published: dateTime('Published', { required: true }),
      reading_minutes: number('Reading time (minutes)'),
      body: richText('Body', [...componentTypes, 'article', ...linkTypes]),
      audience: taxonomy('Audience', 'audience'),
      page_type: choice('Page type', 'single', pageTypeOptions),
      related: linkedItems('Related articles', ['article']),
      ...seo,
    },
  },
  news_page: {
    id: '7c1e0b5a-0000-4000-8000-000000000204',
    name: 'News page',
    elements: { title: text('Title', { required: true }), intro: text('Intro'), ...seo },
  },
  news_item: {
    id: '7c1e0b5a-0000-4000-8000-000000000205',
    name: 'News',
    elements: {
      title: text('Title', { required: true }),
      slug: urlSlug('Slug', 'title', { required: true }),
      date: dateTime('Date', { required: true }),
      perex: text('Perex'),
      image: asset('Image', { maxCount: 1 }),
      body: richText('Body', []),
      audience: taxonomy('Audience', 'audience'),
      highlighted: booleanChoice('Highlighted'),
    },
  },
  faq_page: {
    id: '7c1e0b5a-0000-4000-8000-000000000206',
    name: 'FAQ page',
    elements: {
      title: text('Title', { required: true }),
      intro: text('Intro'),
      categories: linkedItems('Categories', ['faq_category'], { required: true }),
      ...seo,
    },
  },
  faq_category: {
    id: '7c1e0b5a-0000-4000-8000-000000000207',
    name: 'FAQ category',
    elements: {
      title: text('Title', { required: true }),
      items: linkedItems('Questions', ['faq_item'], { required: true }),
    },
  },
  faq_item: {
    id: '7c1e0b5a-0000-4000-8000-000000000208',
    name: 'FAQ item',
    elements: { question: text('Question', { required: true }), answer: richText('Answer', [...linkTypes]) },
  },
  downloads_page: {
    id: '7c1e0b5a-0000-4000-8000-000000000209',
    name: 'Downloads page',
    elements: {
      title: text('Title', { required: true }),
      intro: text('Intro'),
      downloads: linkedItems('Downloads', ['download'], { required: true }),
      ...seo,
    },
  },
  download: {
    id: '7c1e0b5a-0000-4000-8000-000000000210',
    name: 'Download',
    elements: {
      title: text('Title', { required: true }),
      description: text('Description'),
      file: asset('File', { required: true, maxCount: 1 }),
      category: choice('Category', 'single', [
        { codename: 'guidelines', name: 'Guidelines' },
        { codename: 'templates', name: 'Templates' },
        { codename: 'marketing', name: 'Marketing' },
      ] as const),
      audience: taxonomy('Audience', 'audience'),
    },
  },
  contacts_page: {
    id: '7c1e0b5a-0000-4000-8000-000000000211',
    name: 'Contacts page',
    elements: {
      title: text('Title', { required: true }),
      intro: text('Intro'),
      contacts: linkedItems('Contacts', ['contact'], { required: true }),
      ...seo,
    },
  },
  contact: {
    id: '7c1e0b5a-0000-4000-8000-000000000212',
    name: 'Contact',
    elements: {
      name: text('Name', { required: true }),
      role: text('Role'),
      email: text('E-mail', { required: true }),
      phone: text('Phone'),
      country: text('Country'),
      photo: asset('Photo', { maxCount: 1 }),
    },
  },

  // product §2 list (/list) and the experience items it lists (/list/experience-{codename})
  list: {
    id: '7c1e0b5a-0000-4000-8000-000000000213',
    name: 'List',
    elements: {
      title: text('Title', { required: true }),
      intro: richText('Intro', []),
      experiences: linkedItems('Experiences', ['experience'], { required: true }),
      ...seo,
    },
  },
  experience: {
    id: '7c1e0b5a-0000-4000-8000-000000000214',
    name: 'Experience',
    elements: {
      title: text('Title', { required: true }),
      summary: text('Summary', { required: true }),
      image: asset('Image', { maxCount: 1 }),
      location: text('Location'),
      body: richText('Body', [...componentTypes, ...linkTypes]),
      ...seo,
    },
  },

  // Customer process
  customer_process_page: {
    id: '7c1e0b5a-0000-4000-8000-000000000301',
    name: 'Customer process page',
    elements: {
      title: text('Title', { required: true }),
      slug: urlSlug('Slug', 'title', { required: true }),
      intro: richText('Intro', []),
      process: linkedItems('Process', ['customer_process'], { required: true, maxCount: 1 }),
      filters: linkedItems('Filters', ['filter']),
      ...seo,
    },
  },
  customer_process: {
    id: '7c1e0b5a-0000-4000-8000-000000000302',
    name: 'Customer process',
    elements: {
      title: text('Title', { required: true }),
      touch_point_phases: linkedItems('Touch point phases', ['touch_point_phase']),
      phases: linkedItems('Phases', ['process_phase'], { required: true }),
    },
  },
  touch_point_phase: {
    id: '7c1e0b5a-0000-4000-8000-000000000303',
    name: 'Touch point phase',
    elements: { title: text('Title', { required: true }), description: text('Description') },
  },
  process_phase: {
    id: '7c1e0b5a-0000-4000-8000-000000000304',
    name: 'Process phase',
    elements: {
      title: text('Title', { required: true }),
      description: text('Description'),
      touch_point_phase: linkedItems('Touch point phase', ['touch_point_phase'], { maxCount: 1 }),
      substeps: linkedItems('Substeps', ['substep'], { required: true }),
    },
  },
  substep: {
    id: '7c1e0b5a-0000-4000-8000-000000000305',
    name: 'Substep',
    elements: {
      title: text('Title', { required: true }),
      description: richText('Description', []),
      roles: linkedItems('Roles', ['role']),
      topics: linkedItems('Topics', ['topic']),
      business_areas: linkedItems('Business areas', ['business_area']),
      popup: linkedItems('Popup', ['step_popup'], { maxCount: 1 }),
      tips: linkedItems('Tips', ['step_tip']),
    },
  },
  filter: {
    id: '7c1e0b5a-0000-4000-8000-000000000306',
    name: 'Filter',
    elements: {
      title: text('Title', { required: true }),
      field: choice(
        'Filtered field',
        'single',
        [
          { codename: 'roles', name: 'Roles' },
          { codename: 'topics', name: 'Topics' },
          { codename: 'business_areas', name: 'Business areas' },
        ] as const,
        { required: true },
      ),
      multiple: booleanChoice('Multiple selection'),
      options: linkedItems('Options', ['filter_select'], { required: true }),
    },
  },
  filter_select: {
    id: '7c1e0b5a-0000-4000-8000-000000000307',
    name: 'Filter select',
    elements: {
      label: text('Label', { required: true }),
      value: linkedItems('Value', ['role', 'topic', 'business_area'], { required: true, maxCount: 1 }),
      icon: asset('Icon', { maxCount: 1 }),
      hidden: booleanChoice('Hidden'),
    },
  },
  role: {
    id: '7c1e0b5a-0000-4000-8000-000000000308',
    name: 'Role',
    elements: { title: text('Title', { required: true }), icon: asset('Icon', { maxCount: 1 }) },
  },
  topic: {
    id: '7c1e0b5a-0000-4000-8000-000000000309',
    name: 'Topic',
    elements: { title: text('Title', { required: true }), icon: asset('Icon', { maxCount: 1 }) },
  },
  business_area: {
    id: '7c1e0b5a-0000-4000-8000-000000000310',
    name: 'Business area',
    elements: { title: text('Title', { required: true }), icon: asset('Icon', { maxCount: 1 }) },
  },
  step_popup: {
    id: '7c1e0b5a-0000-4000-8000-000000000311',
    name: 'Step popup',
    elements: { title: text('Title', { required: true }), body: richText('Body', [...linkTypes]) },
  },
  step_tip: {
    id: '7c1e0b5a-0000-4000-8000-000000000312',
    name: 'Step tip',
    elements: { title: text('Title', { required: true }), text: text('Text', { required: true }) },
  },

  // Biodiversity
  biodiversity_page: {
    id: '7c1e0b5a-0000-4000-8000-000000000401',
    name: 'Biodiversity page',
    elements: {
      title: text('Title', { required: true }),
      slug: urlSlug('Slug', 'title', { required: true }),
      intro: richText('Intro', []),
      tiles: linkedItems('Tiles', ['biodiversity_tiles'], { maxCount: 1 }),
      promo: linkedItems('Promo', ['biodiversity_promo'], { maxCount: 1 }),
      catalogue: linkedItems('Catalogue', ['biodiversity_catalogue'], { maxCount: 1 }),
      ...seo,
    },
  },
  biodiversity_tiles: {
    id: '7c1e0b5a-0000-4000-8000-000000000402',
    name: 'Biodiversity tiles',
    elements: { title: text('Title'), tiles: linkedItems('Tiles', ['biodiversity_tile'], { required: true }) },
  },
  biodiversity_tile: {
    id: '7c1e0b5a-0000-4000-8000-000000000403',
    name: 'Biodiversity tile',
    elements: {
      title: text('Title', { required: true }),
      text: text('Text'),
      image: asset('Image', { maxCount: 1 }),
      stat: linkedItems('Stat', ['stat_block'], { maxCount: 1 }),
    },
  },
  biodiversity_promo: {
    id: '7c1e0b5a-0000-4000-8000-000000000404',
    name: 'Biodiversity promo',
    elements: {
      title: text('Title', { required: true }),
      text: richText('Text', []),
      image: asset('Image', { maxCount: 1 }),
      button: linkedItems('Button', ['button'], { maxCount: 1 }),
    },
  },
  biodiversity_catalogue: {
    id: '7c1e0b5a-0000-4000-8000-000000000405',
    name: 'Biodiversity catalogue',
    elements: {
      title: text('Title', { required: true }),
      description: text('Description'),
      entries: linkedItems('Entries', ['biodiversity_tile', 'asset_link']),
    },
  },

  // Content blocks: components, links and their parts (app/blocks/*/content-type.ts)
  ...blockContentTypes,
} as const satisfies Readonly<Record<string, ContentTypeDef>>;

export type ContentTypes = typeof contentTypes;
export type ContentTypeCodename = keyof ContentTypes;

export const contentTypeCodenames = Object.keys(contentTypes) as ContentTypeCodename[];

export const isContentTypeCodename = (value: string): value is ContentTypeCodename => Object.hasOwn(contentTypes, value);

/** Last modification of the model itself, served as each type's `system.last_modified`. */
export const modelLastModified = '2025-09-01T08:00:00.000Z';
