import { decideLanguage, needsLanguages } from './language';
import { decideLogin, skipsLogin } from './login';
import { decidePageType } from './page-type';
import { decidePageView } from './page-view';
import { decideRedirect } from './redirect';
import { decideSpotlight } from './spotlight';
import type { GuardConfig, GuardFacts, GuardInput, GuardOutcome, GuardServices, GuardState } from './types';

/** What a guard gets: the decision input, and the services its loader may call. */
export interface GuardContext {
  readonly input: GuardInput;
  readonly services: GuardServices;
}

/** A guard: it loads only what its decision needs, then decides. The decisions themselves are pure. */
export type Guard = (context: GuardContext) => Promise<GuardOutcome> | GuardOutcome;

/** Every guard by its product name. */
export const guards = {
  login: ({ input }) => decideLogin(input),
  'page-type': ({ input }) => decidePageType(input),
  'page-view': ({ input }) => decidePageView(input),
  language: async ({ input, services }) => decideLanguage(input, needsLanguages(input) ? await services.languages() : null),
  spotlight: ({ input }) => decideSpotlight(input),
  redirect: async ({ input, services }) =>
    decideRedirect(await services.redirect(input.facts.pathname, input.facts.search), input.facts.pathname, input.facts.search),
} satisfies Record<string, Guard>;

export type GuardName = keyof typeof guards;

/** product §2: the guards run in this order on every navigation. */
export const guardOrder = ['login', 'page-type', 'page-view', 'language', 'spotlight', 'redirect'] as const;

/** Looks the names up; an unknown name is an error, as in product §8 ('Unknown route middleware'). */
export function resolveGuards(names: readonly string[]): ReadonlyArray<readonly [GuardName, Guard]> {
  return names.map((name) => {
    if (!Object.hasOwn(guards, name)) throw new Error(`Unknown route middleware: ${name}`);
    return [name as GuardName, guards[name as GuardName]] as const;
  });
}

/** Resolved when the module loads, so a wrong name fails at start-up rather than on some navigation. */
export const guardChain = resolveGuards(guardOrder);

/**
 * Whether any guard will want to know who the visitor is. The login guard does unless skipped; the page-view guard on
 * non-article pages; the language guard until the list was read. Demo mode and an editor's preview have no single
 * sign-on at all. Asked at most once per navigation either way.
 */
export function needsVisitor(facts: GuardFacts, config: GuardConfig, state: GuardState): boolean {
  if (config.demoMode || config.editorPreview) return false;
  return !skipsLogin(facts, config) || !facts.article || !state.languagesLoaded;
}
