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
