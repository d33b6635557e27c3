import type { NavigationItem } from '../../../../app/content/navigation-tree';

/** A three-level navigation like the demo content's, with one link to the register anchor. */
export const tree: NavigationItem[] = [
  {
    key: 'retail',
    title: 'Retail',
    children: [
      {
        key: 'retail_news',
        title: 'News and articles',
        href: '/news',
        icon: { url: '/icons/calendar.svg', description: 'Calendar' },
        children: [
          { key: 'n3_news', title: 'News', href: '/news', children: [] },
          { key: 'n3_green', title: 'Green retail', href: '/green-retail', children: [] },
        ],
      },
      { key: 'retail_process', title: 'Customer process', href: '/customer-process', children: [] },
    ],
  },
  {
    key: 'network',
    title: 'Network',
    children: [
      {
        key: 'network_support',
        title: 'Support',
        children: [{ key: 'n3_brand', title: 'Brand website', href: 'https://brand.example/', external: true, newWindow: true, children: [] }],
      },
    ],
  },
  { key: 'administration', title: 'Administration', href: '/#register', register: true, children: [] },
];
