import type { Context } from 'hono';
import { ContentError, type ContentClient } from '../../app/content/client';
import type { GuardPageContext } from '../../app/guards/page-context';

/**
 * Who a document's answer is for (decision 111): `signed-in` may carry what only the site's own readers see (search
 * snippets, the Kontent environment id the smart-link SDK needs), `signed-out` never does. The guards already asked
 * who the visitor is (worker/guards/middleware.ts, through `resolveVisitor`): a signed-in user in their verdict, or
 * what lets every page in without one, as `requireSession` does for the proxy: demo mode and an editor's preview
 * session. Anything else, an unknown visitor included, is `signed-out`.
 */
export type Audience = 'signed-in' | 'signed-out';

export function documentAudience(c: Context): Audience {
  if (c.get('config').DEMO_MODE || c.get('preview') === true) return 'signed-in';
  const verdict: GuardPageContext | undefined = c.get('guardPage');
  return verdict?.user ? 'signed-in' : 'signed-out';
}

/**
 * The content a signed-out document reads: none. Pages a signed-out visitor reaches (login, search, dashboard) need
 * no content of their own, and the default layout's navigation and footer from Kontent would hand them protected
 * page titles and asset URLs naming the Kontent environment; the layout keeps its fixed links instead.
 */
export const signedOutContent: ContentClient = {
  async items() {
    throw new ContentError('Sign in to read content.', 401);
  },
  async item() {
    throw new ContentError('Sign in to read content.', 401);
  },
};
