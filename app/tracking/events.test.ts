import { describe, expect, it } from 'vitest';
import { clickEvent, orientation, pageViewEvent, responsiveLayout, type EventContext, type TrackedUser } from './events';

// product §3 tracking event fields, every one of the sixteen, for each kind of visitor at three layouts and both
// orientations (decision 078). Users as the App API describes them (emulator/app-api/users.ts).
const visitors: Array<[string, TrackedUser | null, Record<string, string>]> = [
  [
    'a retailer',
    {
      userId: 'retailer-cz-01',
      organizationBid: 'CZ-R-10452',
      country: 'CZ',
      userType: 'RETAILER',
      organizationName: 'Autocentrum Brno s.r.o.',
      organizationNumber: '10452',
    },
    { importer_bid: 'CZ-R-10452', market_name: 'CZ', user_type: 'RETAILER', organization_name: 'Autocentrum Brno s.r.o.', organization_id: '10452' },
  ],
  [
    'an importer',
    {
      userId: 'importer-fr-01',
      organizationBid: 'FR-I-00031',
      country: 'FR',
      userType: 'IMPORTER',
      organizationName: 'Importateur France SAS',
      organizationNumber: '00031',
    },
    { importer_bid: 'FR-I-00031', market_name: 'FR', user_type: 'IMPORTER', organization_name: 'Importateur France SAS', organization_id: '00031' },
  ],
  [
    'HQ',
    {
      userId: 'hq-01',
      organizationBid: 'HQ-0001',
      country: 'CZ',
      userType: 'HQ',
      organizationName: 'Brand Headquarters',
      organizationNumber: '0001',
    },
    { importer_bid: 'HQ-0001', market_name: 'CZ', user_type: 'HQ', organization_name: 'Brand Headquarters', organization_id: '0001' },
  ],
  ['a signed-out visitor', null, { importer_bid: '', market_name: '', user_type: '', organization_name: '', organization_id: '' }],
];

/** Three layouts (below sm, between sm and xl, from xl), each held upright and turned. */
const viewports: Array<[{ width: number; height: number }, string, string]> = [
  [{ width: 390, height: 844 }, 'mobile', 'portrait'],
  [{ width: 560, height: 390 }, 'mobile', 'landscape'],
  [{ width: 820, height: 1180 }, 'tablet', 'portrait'],
  [{ width: 1180, height: 820 }, 'tablet', 'landscape'],
  [{ width: 1440, height: 2560 }, 'desktop', 'portrait'],
  [{ width: 1920, height: 1080 }, 'desktop', 'landscape'],
];

const cases = visitors.flatMap(([who, user, fields]) =>
  viewports.map(([viewport, layout, turned]) => ({ who, user, fields, viewport, layout, turned })),
);

const context = (user: TrackedUser | null, viewport: { width: number; height: number }): EventContext => ({
  environment: 'staging',
  language: 'cs-CZ',
  viewport,
  hash: '#register',
  page: { name: 'article_green_retail', section: 'green_retail' },
  user,
});

describe('tracking event fields', () => {
  it.each(cases)(
    '$who at $viewport.width × $viewport.height: a page view carries all sixteen, none undefined',
    ({ user, fields, viewport, layout, turned }) => {
      const event = pageViewEvent('page_view', context(user, viewport));
      expect(event).toStrictEqual({
        event: 'page_view',
        event_name: 'page_view',
        page_group: 'SREX',
        page_name: 'article_green_retail',
        page_language_version: 'cs-CZ',
        page_responsive_layout: layout,
        page_orientation: turned,
        page_section: 'green_retail',
        web_environment: 'staging',
        route_hash: '#register',
        matrix_id: 1,
        ...fields,
      });
      expect(Object.keys(event)).toHaveLength(16);
    },
  );

  it.each(cases)(
    '$who at $viewport.width × $viewport.height: a virtual page view and the events carry the same fields',
    ({ user, fields, viewport, layout, turned }) => {
      const shared = {
        page_group: 'SREX',
        page_name: 'article_green_retail',
        page_language_version: 'cs-CZ',
        page_responsive_layout: layout,
        page_orientation: turned,
        page_section: 'green_retail',
        web_environment: 'staging',
        route_hash: '#register',
        ...fields,
      };
      const at = context(user, viewport);
      expect(pageViewEvent('virtual_page_view', at)).toStrictEqual({
        event: 'virtual_page_view',
        event_name: 'virtual_page_view',
        matrix_id: 5,
        ...shared,
      });
      expect(clickEvent({ event: 'contact_click', link_url: 'mailto:retail@brand.example', link_text: 'Write to us' }, at)).toStrictEqual({
        event: 'contact_click',
        event_name: 'contact_click',
        matrix_id: 2,
        link_url: 'mailto:retail@brand.example',
        link_text: 'Write to us',
        ...shared,
      });
      expect(
        clickEvent({ event: 'link_click', link_url: 'https://brand.example/retail', link_text: 'brand.example', link_type: 'external' }, at),
      ).toStrictEqual({
        event: 'link_click',
        event_name: 'link_click',
        matrix_id: 2,
        link_url: 'https://brand.example/retail',
        link_text: 'brand.example',
        link_type: 'external',
        ...shared,
      });
      expect(clickEvent({ event: 'button_click', button_text: 'Retail', position: 'Navigation', section: 'Header' }, at)).toStrictEqual({
        event: 'button_click',
        event_name: 'button_click',
        matrix_id: 2,
        button_text: 'Retail',
        position: 'Navigation',
        section: 'Header',
        ...shared,
      });
    },
  );

  it('a user the App API describes only in part gets empty text for the rest, never undefined or null', () => {
    const event = pageViewEvent(
      'page_view',
      context({ userId: 'partial', organizationBid: null, userType: 'RETAILER' }, { width: 390, height: 844 }),
    );
    expect(event).toMatchObject({ importer_bid: '', market_name: '', user_type: 'RETAILER', organization_name: '', organization_id: '' });
    for (const value of Object.values(event)) expect(value ?? 'missing').not.toBe('missing');
  });
});

describe('layout and orientation', () => {
  it('changes layout where the page does: at sm (600 px) and at xl (1440 px)', () => {
    expect([0, 599, 600, 1439, 1440, 4000].map(responsiveLayout)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop', 'desktop']);
  });

  it('reads orientation as CSS does: a square viewport is portrait', () => {
    expect(orientation({ width: 800, height: 800 })).toBe('portrait');
    expect(orientation({ width: 801, height: 800 })).toBe('landscape');
  });
});
