/**
 * Who is this visitor (decision 106): the closed set of answers the login guard, the other guards, the visitor session
 * and `GET /api/session` dispatch on. The worker makes it (worker/session/visitor.ts); the browser reads it from
 * `/api/session` (app/browser/guards/runner.ts), or makes `unavailable` itself when it cannot reach the worker.
 */

/** The user the App API named (product §3 user info): what the app and the visitor session keep of it. */
export interface VisitorUser {
  readonly userId: string;
  readonly organizationBid?: string | null | undefined;
  readonly country?: string | null | undefined;
  readonly userType?: string | null | undefined;
  readonly organizationName?: string | null | undefined;
  readonly organizationNumber?: string | null | undefined;
}

/**
 * Why nobody could say who the visitor is: no answer (`network`), none within the deadline (`timeout`), a server
 * error (`status`, 5xx), or an answer outside the contract (`malformed`). Only these let a visitor session stand in;
 * a refusal (4xx) is an answer: signed out.
 */
export type LoginOutage =
  | { readonly reason: 'network' }
  | { readonly reason: 'timeout' }
  | { readonly reason: 'status'; readonly status: number }
  | { readonly reason: 'malformed' };

export type Visitor =
  /** The App API says the visitor is this user. */
  | { readonly kind: 'signed-in'; readonly source: 'app-api'; readonly user: VisitorUser }
  /** The App API could not answer (`outage`): the visitor session, younger than its lifetime, stands in for its user. */
  | { readonly kind: 'signed-in'; readonly source: 'session'; readonly user: VisitorUser; readonly outage: LoginOutage }
  /** The App API says nobody is signed in, or refused to say (then without a sign-in URL). */
  | { readonly kind: 'signed-out'; readonly source: 'app-api'; readonly loginUrl: string | null }
  /** The App API could not answer and no session stands in: nobody knows. */
  | { readonly kind: 'unavailable'; readonly outage: LoginOutage };

/** The signed-in user, whoever vouched for them; undefined otherwise. */
export function userOf(visitor: Visitor | { readonly kind: 'not-asked' }): VisitorUser | undefined {
  return visitor.kind === 'signed-in' ? visitor.user : undefined;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

const isUser = (value: unknown): value is VisitorUser => typeof record(value)?.userId === 'string';

function isOutage(value: unknown): value is LoginOutage {
  const outage = record(value);
  if (outage?.reason === 'status') return typeof outage.status === 'number';
  return outage?.reason === 'network' || outage?.reason === 'timeout' || outage?.reason === 'malformed';
}

/**
 * The browser's check of the worker's `/api/session` answer: the worker built it, so only the shape the guards rely
 * on is checked here (no schema library in the browser bundle, decision 042).
 */
export function isVisitor(value: unknown): value is Visitor {
  const visitor = record(value);
  switch (visitor?.kind) {
    case 'signed-in':
      return isUser(visitor.user) && (visitor.source === 'app-api' || (visitor.source === 'session' && isOutage(visitor.outage)));
    case 'signed-out':
      return visitor.source === 'app-api' && (visitor.loginUrl === null || typeof visitor.loginUrl === 'string');
    case 'unavailable':
      return isOutage(visitor.outage);
    default:
      return false;
  }
}
