import type { Context } from 'hono';

/**
 * Whether the request came over https (its cookies then get Secure, `__Host-` names). The runtime hands requests with
 * a normalized absolute URL, scheme in lower case: its start says as much as a parsed URL, without parsing one per
 * cookie decision of every page.
 */
export const isHttpsRequest = (c: Context): boolean => c.req.url.startsWith('https:');
