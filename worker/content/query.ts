/**
 * product §5 content query rules, checked before anything reaches Kontent: limit a positive integer, skip and depth zero
 * or more, non-empty names in elements/excludeElements, filters and codenames, order with an element. The proxy
 * forwards only the product §5/§7 parameters (an allow-list, docs/decisions/061): anything else would be a new cache key
 * and a new Kontent call for nothing. A failure names the parameter; the proxy answers it as a 400.
 */
export class QueryError extends Error {
  override name = 'QueryError';
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
  }
}

/** Caps of decision 061: what the app needs, with headroom, inside what Kontent serves. */
export const queryLimits = {
  /** Items per answer. The app asks for at most 5 (news pages); Kontent answers at most 2,000 items per response. */
  maxLimit: 100,
  /**
   * Items skipped (decision 112). The news pages skip at most 999 pages of 5; an unbounded skip is a new cache key
   * per number and makes Kontent count through the whole collection for nothing.
   */
  maxSkip: 100_000,
  /** Linked-item levels. The app's deepest query is 5 (navigation, slug pages); Kontent nests components 6 deep. */
  maxDepth: 6,
  /**
   * Characters of one parameter value (a type list, an element list, a filter value). A paged listing names its page's
   * 25 items by codename (decision 126): 25 of Kontent's longest, 60 characters, with commas, take 1,524.
   */
  maxValueLength: 2000,
  /** Parameters in one query (the app's largest has 9). */
  maxParameters: 32,
  /** Characters of a codename (Kontent: at most 60). */
  maxNameLength: 60,
  /**
   * Characters of an X-Continuation token, printable ASCII, so bytes too (Kontent's are far shorter; the token is
   * part of the cache key, which is hashed past KV's 512 bytes).
   */
  maxContinuationLength: 2000,
} as const;

const operators = new Set(['eq', 'neq', 'in', 'nin', 'all', 'any', 'contains', 'gt', 'gte', 'lt', 'lte', 'range', 'empty', 'nempty']);
const listOperators = new Set(['in', 'nin', 'all', 'any', 'range']);
/** Parameters the proxy reads itself and never forwards. */
export const controlParameters = new Set(['preview', 'secured', 'web-spotlight']);
/** product §5/§7 parameters other than filters: each may be given once. */
const namedParameters = new Set(['elements', 'excludeElements', 'limit', 'skip', 'order', 'includeTotalCount', 'depth', 'language']);

/** Kontent codenames: lowercase letters, digits and underscores. */
const codename = new RegExp(`^[a-z0-9_]{1,${queryLimits.maxNameLength}}$`);
const filterKey = /^(system|elements)\.([^[\]]*)(?:\[([^\]]*)\])?$/;

/** A name as it may appear in an answer: never the whole of an oversized input. */
const shown = (name: string) => (name.length > 100 ? `${name.slice(0, 100)}…` : name);

const integer = (name: string, value: string, min: number, max?: number) => {
  if (!/^\d{1,9}$/.test(value) || Number(value) < min) {
    throw new QueryError(name, `Invalid value of '${name}': ${min === 1 ? 'a positive integer' : 'an integer of 0 or more'} is expected.`);
  }
  if (max !== undefined && Number(value) > max) throw new QueryError(name, `Invalid value of '${name}': at most ${max}.`);
};

const nameList = (name: string, value: string) => {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.some((part) => part === '')) throw new QueryError(name, `Invalid value of '${name}': every element name must be non-empty.`);
  if (!parts.every((part) => codename.test(part)))
    throw new QueryError(name, `Invalid value of '${name}': element codenames (a-z, 0-9, _) are expected.`);
};

function checkFilter(name: string, value: string): void {
  const match = filterKey.exec(name);
  if (!match) throw new QueryError(shown(name), `Unknown parameter '${shown(name)}'.`);
  const [, , property = '', operator] = match;
  if (!property.trim()) throw new QueryError(name, `The filter '${name}' needs an element or system property name.`);
  if (!codename.test(property)) throw new QueryError(shown(name), `The filter '${shown(name)}' names no element or system property (a-z, 0-9, _).`);
  if (operator !== undefined && !operators.has(operator))
    throw new QueryError(shown(name), `The filter operator '${shown(operator)}' in '${shown(name)}' is not supported.`);
  if (listOperators.has(operator ?? '') && value.split(',').some((part) => !part.trim()))
    throw new QueryError(name, `The filter '${name}' has an empty value in its list.`);
}

/** Validates a proxy query; answers the parameters to forward (control parameters removed). */
export function validateQuery(input: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  const seen = new Set<string>();
  let count = 0;
  for (const [name, value] of input) {
    if (controlParameters.has(name)) continue;
    if (name === '') throw new QueryError('(custom parameter)', 'A custom parameter needs a name.');
    if (++count > queryLimits.maxParameters) throw new QueryError(shown(name), `A query takes at most ${queryLimits.maxParameters} parameters.`);
    if (value.length > queryLimits.maxValueLength)
      throw new QueryError(shown(name), `The value of '${shown(name)}' is longer than ${queryLimits.maxValueLength} characters.`);
    if (namedParameters.has(name)) {
      // Kontent reads one value; a second would only make another cache key.
      if (seen.has(name)) throw new QueryError(name, `Invalid value of '${name}': give it once.`);
      seen.add(name);
    }
    switch (name) {
      case 'limit':
        integer(name, value, 1, queryLimits.maxLimit);
        break;
      case 'skip':
        integer(name, value, 0, queryLimits.maxSkip);
        break;
      case 'depth':
        integer(name, value, 0, queryLimits.maxDepth);
        break;
      case 'elements':
      case 'excludeElements':
        nameList(name, value);
        break;
      case 'includeTotalCount':
        if (value !== 'true' && value !== 'false') throw new QueryError(name, "Invalid value of 'includeTotalCount': true or false is expected.");
        break;
      case 'language':
        if (!/^[A-Za-z0-9_-]{1,60}$/.test(value)) throw new QueryError(name, "Invalid value of 'language': a language codename is expected.");
        break;
      case 'order': {
        const match = /^(.*?)(?:\[(asc|desc)\])?$/.exec(value);
        const element = match?.[1] ?? '';
        if (!/^(system|elements)\.[a-z0-9_]{1,60}$/.test(element))
          throw new QueryError(name, "Invalid value of 'order': it needs an element, like elements.date[desc].");
        break;
      }
      default:
        // Only `system.*` and `elements.*` filters are left; anything else is not a Delivery parameter we forward.
        checkFilter(name, value);
    }
    out.append(name, value);
  }
  return out;
}

/** Kontent's continuation tokens are printable ASCII (base64 and JSON); a header's high bytes arrive as Latin-1. */
const continuationToken = /^[\x21-\x7e]+$/;

/**
 * X-Continuation of items-feed and sync paging: bounded, since it is part of the cache key, and printable ASCII, so
 * its characters are its bytes and nothing else reaches Kontent or KV (decision 112).
 */
export function validateContinuation(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length > queryLimits.maxContinuationLength)
    throw new QueryError('X-Continuation', `X-Continuation is longer than ${queryLimits.maxContinuationLength} characters.`);
  if (!continuationToken.test(value)) throw new QueryError('X-Continuation', 'X-Continuation is not a continuation token.');
  return value;
}

/**
 * product §7 `web-spotlight`: the browser's content client sends `true` while the page is in Web Spotlight mode. A
 * flag given once, `true` or `false`; it never reaches Kontent (docs/decisions/025).
 */
export function readSpotlight(input: URLSearchParams): boolean {
  const values = input.getAll('web-spotlight');
  if (values.length > 1) throw new QueryError('web-spotlight', "Invalid value of 'web-spotlight': give it once.");
  const [value] = values;
  if (value === undefined) return false;
  if (value !== 'true' && value !== 'false') throw new QueryError('web-spotlight', "Invalid value of 'web-spotlight': true or false is expected.");
  return value === 'true';
}

/** A codename taken from the path (an item, type, element or taxonomy group). */
export function validateName(parameter: string, value: string | undefined): string {
  if (!value?.trim()) throw new QueryError(parameter, `'${parameter}' must not be empty.`);
  if (!codename.test(value))
    throw new QueryError(parameter, `'${parameter}' must be a codename (a-z, 0-9, _; at most ${queryLimits.maxNameLength} characters).`);
  return value;
}
