import { guardChain, needsVisitor, type GuardName } from './registry';
import {
  notAsked,
  type GuardConfig,
  type GuardEffect,
  type GuardFacts,
  type GuardServices,
  type GuardState,
  type GuardVisitor,
  type RedirectStatus,
} from './types';

const statusOf = (outcome: { status?: RedirectStatus }) => (outcome.status ? { status: outcome.status } : {});

/** The result of the whole chain for one navigation. */
export type GuardRun = {
  readonly effects: readonly GuardEffect[];
  readonly state: GuardState;
  readonly visitor: GuardVisitor;
} & (
  | { readonly kind: 'next' }
  | { readonly kind: 'redirect'; readonly to: string; readonly by: GuardName; readonly status?: RedirectStatus }
  | { readonly kind: 'external'; readonly href: string; readonly by: GuardName; readonly status?: RedirectStatus }
);

/**
 * Runs the guards in order until one redirects; the worker and the router both call this, so a navigation gets
 * the same decision whichever side makes it. Effects of a redirecting guard are kept (the sync hook is called
 * before the redirect); later guards do not run.
 */
export async function runGuards(
  facts: GuardFacts,
  config: GuardConfig,
  state: GuardState,
  services: GuardServices,
  chain = guardChain,
): Promise<GuardRun> {
  const visitor = needsVisitor(facts, config, state) ? await services.visitor() : notAsked;
  const effects: GuardEffect[] = [];
  let current = state;
  for (const [name, guard] of chain) {
    const outcome = await guard({ input: { facts, config, state: current, visitor }, services });
    if (outcome.kind === 'external')
      return { kind: 'external', href: outcome.href, by: name, effects, state: current, visitor, ...statusOf(outcome) };
    effects.push(...(outcome.effects ?? []));
    current = { ...current, ...outcome.state };
    if (outcome.kind === 'redirect') return { kind: 'redirect', to: outcome.to, by: name, effects, state: current, visitor, ...statusOf(outcome) };
  }
  return { kind: 'next', effects, state: current, visitor };
}
