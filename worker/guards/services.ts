import { z } from 'zod';
import type { GuardServices, LanguageListItem, RedirectMatch } from '../../app/guards/types';
import type { Visitor } from '../../app/guards/visitor';
import type { AppConfig } from '../config';
import { upstreamFetch } from '../content/upstream';
import { describeError, type Logger } from '../log/logger';
import { keptValue } from '../../app/memo/kept-value';

/** The redirect table's lookup (worker/redirects): a site path and its query → a rule or null. */
export type RedirectLookup = (env: Env, pathname: string, search: string, log: Logger) => Promise<RedirectMatch | null>;

const languagesAnswer = z.object({ languages: z.array(z.object({ system: z.object({ codename: z.string() }) })) });

/** The language list changes only when the content model does: one read per isolate per few minutes is plenty. */
const languagesMemoryMs = 5 * 60_000;
/** Kept for the languages URL it was read from, so another environment's list is never answered. */
const languagesMemory = keptValue<readonly LanguageListItem[], string>(languagesMemoryMs);

/** Forgets the isolate's language list (tests). */
export function forgetLanguages(): void {
  languagesMemory.forget();
}

async function readLanguages(env: Env, config: AppConfig, log: Logger): Promise<readonly LanguageListItem[] | null> {
  const url = `${config.KONTENT_DELIVERY_URL.replace(/\/+$/, '')}/${config.KONTENT_ENVIRONMENT_ID}/languages`;
  const known = languagesMemory.get(Date.now(), url);
  if (known) return known;
  try {
    const response = await upstreamFetch(env)(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(1500) });
    if (!response.ok) throw new Error(`languages answered ${response.status}`);
    const list = languagesAnswer.parse(await response.json()).languages.map((language) => ({ codename: language.system.codename }));
    return languagesMemory.keep(list, Date.now(), url);
  } catch (error) {
    log.warn('Failed to read the language list', describeError(error));
    return null;
  }
}

/**
 * The guards' data on the server, each read at most once per request and only when a guard asks for it. Who the
 * visitor is comes from `visitor` (worker/session/visitor.ts: the App API, or the visitor session in an outage).
 */
export function serverGuardServices(
  env: Env,
  config: AppConfig,
  log: Logger,
  lookup: RedirectLookup,
  visitor: () => Promise<Visitor>,
): GuardServices {
  return {
    visitor,
    languages: () => readLanguages(env, config, log),
    redirect: async (pathname, search) => {
      try {
        return await lookup(env, pathname, search, log);
      } catch (error) {
        // A broken redirect table must not take pages down.
        log.error('Redirect lookup failed', describeError(error));
        return null;
      }
    },
  };
}
