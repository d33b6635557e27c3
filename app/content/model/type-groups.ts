// Groups of content types that several elements allow, and that the app's code names at run time (the linked types
// a link or a page reference may have). Kept apart from ./content-types.ts so that code importing a group does not
// carry the whole model into a browser chunk.

export const linkTypes = ['internal_link', 'external_link', 'asset_link'] as const;

/** Types an internal link may point at: every routable page (product §2 link targets). */
export const pageTypes = [
  'home_page',
  'article',
  'news_page',
  'faq_page',
  'downloads_page',
  'contacts_page',
  'customer_process_page',
  'biodiversity_page',
  'list',
  'experience',
] as const;
