// Every demo item, in a stable order (the order listings return when no `order` is given).
import { articleItems } from './items/articles.ts';
import { biodiversityItems, styleguideItems } from './items/biodiversity-styleguide.ts';
import { customerProcessItems } from './items/customer-process.ts';
import { experienceItems } from './items/experiences.ts';
import { downloadItems, faqItems } from './items/faq-downloads.ts';
import { linkItems } from './items/links.ts';
import { navigationItems } from './items/navigation.ts';
import { newsItems } from './items/news.ts';
import { pageItems } from './items/pages.ts';
import type { DemoItem } from './source.ts';
import { brandVolume } from './volume/brand-volume.ts';

export const demoItems: readonly DemoItem[] = [
  ...navigationItems,
  ...linkItems,
  ...pageItems,
  ...articleItems,
  ...newsItems,
  ...faqItems,
  ...downloadItems,
  ...customerProcessItems,
  ...biodiversityItems,
  ...styleguideItems,
  ...experienceItems,
];

/** The content volumes the emulator serves (its var CONTENT_VOLUME, docs/emulator.md): the demo, or a brand's size. */
export const contentVolumes = ['demo', 'brand'] as const;
export type ContentVolume = (typeof contentVolumes)[number];

/** The items of a volume; the brand volume is built on first use (well under a second), the demo stays the default. */
export const itemsOf = (volume: ContentVolume): readonly DemoItem[] => (volume === 'brand' ? brandVolume(demoItems) : demoItems);
