import type { GuardPageContext } from '../guards/page-context';

/**
 * product §4: a signed-in user's pages publish the organisation id as `<meta name="legal-entity-id">` (the further
 * script reads it), unless in Web Spotlight mode. In the root route's head, so the server renders it and each
 * navigation's guard verdict keeps it current. An editor's preview has no user and no tracking: no meta.
 */
export function legalEntityMeta(guard: GuardPageContext | undefined, spotlight: boolean): Array<{ name: string; content: string }> {
  const id = guard?.config.tracking && !spotlight ? guard.user?.organizationNumber : undefined;
  return id ? [{ name: 'legal-entity-id', content: id }] : [];
}
