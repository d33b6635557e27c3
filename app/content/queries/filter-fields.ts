/**
 * The substep fields a customer-process filter can act on (product §3 filter). Kept apart from the query module so
 * that components reading it do not pull the content mapping (and the rich-text resolver) into their chunk.
 */
export const filterFields = ['roles', 'topics', 'business_areas'] as const;
export type FilterField = (typeof filterFields)[number];
