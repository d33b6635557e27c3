import type { MiddlewareHandler } from 'hono';
import { factsOf } from '../../app/guards/facts';
import type { GuardPageContext } from '../../app/guards/page-context';
import { runGuards } from '../../app/guards/run';
import { initialGuardState, type GuardConfig } from '../../app/guards/types';
import { userOf } from '../../app/guards/visitor';
import { webEnvironmentOf } from '../../app/tracking/config';
import { isDecodable, stripBasePath } from '../../app/url/site-path';
import type { AppConfig } from '../config';
import { xsrfForPage } from '../security/xsrf';
import { resolveVisitor, sessionSetCookie, type VisitorResolution } from '../session/visitor';
import { redirectLookupPath } from './redirect-lookup';
import { serverGuardServices, type RedirectLookup } from './services';
import { rememberSync, takePendingSync } from './sync-cookie';
import '../forms/variables';
import { requestUrl } from '../http/request-url';

export interface GuardVariables {
  /** The guards' verdict for the page being rendered (set when the chain let the request through). */
  guardPage?: GuardPageContext;
  /** An editor's preview session (worker/content/preview.ts sets it before the guards run). */
  preview?: boolean;
}

/**
 * The guard configuration the browser receives with the page: public values only. An editor's preview gets no
 * tracking configuration at all: nothing of the tag manager loads or fires there (decision 078).
 */
export function publicGuardConfig(config: AppConfig, editorPreview = false): GuardConfig {
  return {
    redirectLookupPath,
    basePath: config.BASE_PATH,
    demoMode: config.DEMO_MODE,
    providerOrigins: config.SSO_PROVIDER_ORIGINS,
    syncHookUrl: config.SYNC_HOOK_URL,
    ...(editorPreview
      ? { editorPreview }
      : {
          tracking: {
            environment: webEnvironmentOf(config.ENVIRONMENT),
            containerIds: config.GTM_CONTAINER_IDS,
            tagManagerUrl: config.GTM_URL,
            signedInScriptUrl: config.SIGNED_IN_SCRIPT_URL,
            consentDialog: config.CONSENT_DIALOG === 'on',
          },
        }),
  };
}

const noStore = { 'cache-control': 'private, no-store', vary: 'Cookie' };

/**
 * product §2 guards on document requests: the shared decisions (app/guards) fed with server facts. A redirect is
 * answered here (302, never cached); otherwise the verdict goes to the render, which hands it to the page.
 */
export function documentGuards(lookup: RedirectLookup): MiddlewareHandler<{ Bindings: Env; Variables: GuardVariables }> {
  return async (c, next) => {
    const config = c.get('config');
    const log = c.get('log');
    const url = requestUrl(c);
    const pathname = stripBasePath(url.pathname, config.BASE_PATH);
    // Paths outside the site or undecodable ones are the document handler's 404, not a sign-in matter.
    if (pathname === undefined || !isDecodable(url.pathname)) return next();
    const guardConfig = publicGuardConfig(config, c.get('preview') === true);
    const facts = factsOf(pathname, url.search);
    let resolution: Promise<VisitorResolution> | undefined;
    const visitor = async () => (await (resolution ??= resolveVisitor(c, config, log))).visitor;
    const run = await runGuards(facts, guardConfig, initialGuardState, serverGuardServices(c.env, config, log, lookup, visitor));
    // The visitor session follows the App API's answer, whatever this response turns out to be.
    const session = resolution ? await sessionSetCookie(c, config, await resolution) : undefined;
    const withSession = (response: Response) => {
      if (session) response.headers.append('set-cookie', session);
      return response;
    };
    // Redirects depend on who asks (login, language) and on rules that change without a deploy: never stored.
    if (run.kind === 'external') return withSession(c.body(null, run.status ?? 302, { ...noStore, location: run.href }));
    if (run.kind === 'redirect') {
      rememberSync(c, run.effects);
      log.info('Guard redirect', { guard: run.by, path: pathname.slice(0, 200) });
      return withSession(c.body(null, run.status ?? 302, { ...noStore, location: `${config.BASE_PATH}${run.to}` }));
    }
    const pending = takePendingSync(c, run.visitor);
    c.set('guardPage', {
      config: guardConfig,
      state: run.state,
      effects: [...pending.effects, ...run.effects],
      user: userOf(run.visitor) ?? null,
    });
    // The page's forms carry the anti-forgery token in a hidden field (a form posted without JavaScript cannot set a
    // header), so it is known before the render; the cookies issuing it are set after.
    const xsrf = await xsrfForPage(c);
    c.set('pageXsrf', xsrf);
    await next();
    // The page depends on who asks; the pending-sync cookie (if any) is cleared with it.
    c.res.headers.set('cache-control', noStore['cache-control']);
    c.res.headers.append('vary', 'Cookie');
    if (pending.clear) c.res.headers.append('set-cookie', pending.clear);
    withSession(c.res);
    // A rendered page's state-changing calls (the Administration button's registration, its forms) echo this token
    // (product §7). A page answering a form post issues none: a post that passed the check came with good cookies,
    // and one refused, maybe another site's, must not replace the visitor's (decision 112).
    for (const cookie of c.res.status === 200 && !c.get('formSubmission') ? xsrf.setCookies : []) c.res.headers.append('set-cookie', cookie);
  };
}
