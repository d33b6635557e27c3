/**
 * SPEC §5 content query rules, checked before anything reaches Kontent: limit a positive integer, skip and depth zero
 * or more, non-empty names in elements/excludeElements, filters and codenames, order with an element, custom
 * parameters with a name. A failure names the parameter; the proxy answers it as a 400.
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

const operators = new Set(['eq', 'neq', 'in', 'nin', 'all', 'any', 'contains', 'gt', 'gte', 'lt', 'lte', 'range', 'empty', 'nempty']);
/** Parameters the proxy reads itself and never forwards. */
export const controlParameters = new Set(['preview', 'secured', 'web-spotlight']);

const integer = (name: string, value: string, min: number) => {
  if (!/^\d+$/.test(value) || Number(value) < min) {
    throw new QueryError(name, `Invalid value of '${name}': ${min === 1 ? 'a positive integer' : 'an integer of 0 or more'} is expected.`);
  }
};

const nameList = (name: string, value: string) => {
  if (value.split(',').some((part) => part.trim() === '')) throw new QueryError(name, `Invalid value of '${name}': every element name must be non-empty.`);
};

const filterKey = /^(system|elements)\.([^[\]]*)(?:\[([^\]]*)\])?$/;

/** Validates a proxy query; answers the parameters to forward (control parameters removed). */
export function validateQuery(input: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of input) {
    if (controlParameters.has(name)) continue;
    if (name === '') throw new QueryError('(custom parameter)', 'A custom parameter needs a name.');
    switch (name) {
      case 'limit':
        integer(name, value, 1);
        break;
      case 'skip':
      case 'depth':
        integer(name, value, 0);
        break;
      case 'elements':
      case 'excludeElements':
        nameList(name, value);
        break;
      case 'includeTotalCount':
        if (value !== 'true' && value !== 'false') throw new QueryError(name, "Invalid value of 'includeTotalCount': true or false is expected.");
        break;
      case 'language':
        if (!/^[A-Za-z0-9_-]+$/.test(value)) throw new QueryError(name, "Invalid value of 'language': a language codename is expected.");
        break;
      case 'order': {
        const match = /^(.*?)(?:\[(asc|desc)\])?$/.exec(value);
        const element = match?.[1] ?? '';
        if (!/^(system|elements)\.[A-Za-z0-9_]+$/.test(element)) throw new QueryError(name, "Invalid value of 'order': it needs an element, like elements.date[desc].");
        break;
      }
      default: {
        const match = filterKey.exec(name);
        if (match) {
          const [, , property = '', operator] = match;
          if (!property.trim()) throw new QueryError(name, `The filter '${name}' needs an element or system property name.`);
          if (operator !== undefined && !operators.has(operator)) throw new QueryError(name, `The filter operator '${operator}' in '${name}' is not supported.`);
          if (operator !== 'empty' && operator !== 'nempty' && ['in', 'nin', 'all', 'any', 'range'].includes(operator ?? '') && value.split(',').some((part) => !part.trim())) {
            throw new QueryError(name, `The filter '${name}' has an empty value in its list.`);
          }
        }
        // Anything else is a custom parameter: Kontent ignores what it does not know.
      }
    }
    out.append(name, value);
  }
  return out;
}

/**
 * SPEC §7 `web-spotlight`: the browser's content client sends `true` while the page is in Web Spotlight mode. A
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

/** A codename or other name taken from the path. */
export function validateName(parameter: string, value: string | undefined): string {
  if (!value || !value.trim()) throw new QueryError(parameter, `'${parameter}' must not be empty.`);
  return value;
}
