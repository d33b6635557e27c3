// Parses Delivery API query strings the way Kontent reads them: reserved parameters (depth, elements, order,
// paging, language) are validated with zod; `system.*` and `elements.*` keys are filters; anything else is ignored,
// as Kontent ignores unknown parameters (e.g. cache busters).
import { z } from 'zod';
import { defaultLanguage, isLanguageCodename, type LanguageCodename } from '../../app/content/model/index.ts';
import { invalidQuery } from './errors.ts';

export const operators = ['eq', 'neq', 'in', 'nin', 'all', 'any', 'contains', 'gt', 'gte', 'lt', 'lte', 'range', 'empty', 'nempty'] as const;

export type Operator = (typeof operators)[number];

export const systemProperties = [
  'id',
  'name',
  'codename',
  'language',
  'type',
  'collection',
  'sitemap_locations',
  'last_modified',
  'workflow_step',
  'workflow',
] as const;

export interface Filter {
  readonly path: string;
  readonly operator: Operator;
  readonly values: readonly string[];
}

export interface Order {
  readonly path: string;
  readonly direction: 'asc' | 'desc';
}

export interface ItemQuery {
  readonly language: LanguageCodename;
  readonly filters: readonly Filter[];
  readonly order: Order | undefined;
  readonly limit: number | undefined;
  readonly skip: number;
  readonly depth: number;
  readonly elements: readonly string[] | undefined;
  readonly excludeElements: readonly string[] | undefined;
  readonly includeTotalCount: boolean;
}

const MAX_LIMIT = 2000;

const integer = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+$/, { message: `Invalid value of the '${name}' query parameter: an integer is expected.` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, {
      message: `Invalid value of the '${name}' query parameter: it must be between ${min} and ${max}.`,
    });

const codenameList = (name: string) =>
  z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()))
    .refine((parts) => parts.every((part) => /^[a-z0-9_]+$/.test(part)), {
      message: `Invalid value of the '${name}' query parameter: a comma-separated list of element codenames is expected.`,
    });

const reservedSchema = z.object({
  limit: integer('limit', 1, MAX_LIMIT).optional(),
  skip: integer('skip', 0, Number.MAX_SAFE_INTEGER).optional(),
  depth: integer('depth', 0, 100).optional(),
  elements: codenameList('elements').optional(),
  excludeElements: codenameList('excludeElements').optional(),
  includeTotalCount: z.enum(['true', 'false'], { message: "Invalid value of the 'includeTotalCount' query parameter." }).optional(),
  language: z.string().refine(isLanguageCodename, { message: 'The requested language does not exist in this environment.' }).optional(),
  order: z
    .string()
    .regex(/^(system\.[a-z_]+|elements\.[a-z0-9_]+)(\[(asc|desc)\])?$/, {
      message: "Invalid value of the 'order' query parameter: 'system.x[asc|desc]' or 'elements.x[asc|desc]' is expected.",
    })
    .optional(),
});

const reserved = new Set(Object.keys(reservedSchema.shape));

const filterKey = /^(system\.([a-z_]+)|elements\.([a-z0-9_]+))(?:\[([a-z]+)\])?$/;

const parseFilter = (key: string, value: string): Filter => {
  const match = filterKey.exec(key);
  if (!match) throw invalidQuery(`The filter '${key}' is not valid.`);
  const [, path = '', systemProperty, , operatorText] = match;
  if (systemProperty !== undefined && !(systemProperties as readonly string[]).includes(systemProperty)) {
    throw invalidQuery(`The filter '${key}' refers to an unknown system property '${systemProperty}'.`);
  }
  const operator = (operatorText ?? 'eq') as Operator;
  if (!operators.includes(operator)) throw invalidQuery(`The filter operator '${operatorText}' in '${key}' is not supported.`);
  if (operator === 'empty' || operator === 'nempty') return { path, operator, values: [] };
  const multiple = ['in', 'nin', 'all', 'any', 'range'].includes(operator);
  const values = multiple ? value.split(',') : [value];
  if (operator === 'range' && values.length !== 2) {
    throw invalidQuery(`The filter '${key}' needs exactly two comma-separated values.`);
  }
  if (values.some((v) => v === '') && operator !== 'eq' && operator !== 'neq') {
    throw invalidQuery(`The filter '${key}' needs a value.`);
  }
  return { path, operator, values };
};

/** The first Zod issue as Kontent's one-sentence message. */
const firstMessage = (error: z.ZodError): string => error.issues[0]?.message ?? 'The query is not valid.';

export const parseItemQuery = (params: URLSearchParams, defaults: { depth: number } = { depth: 1 }): ItemQuery => {
  const scalars: Record<string, string> = {};
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (reserved.has(key)) scalars[key] = value;
    else if (key.startsWith('system.') || key.startsWith('elements.')) filters.push(parseFilter(key, value));
  }
  const parsed = reservedSchema.safeParse(scalars);
  if (!parsed.success) throw invalidQuery(firstMessage(parsed.error));
  const q = parsed.data;
  let order: Order | undefined;
  if (q.order) {
    const direction = q.order.endsWith('[desc]') ? 'desc' : 'asc';
    order = { path: q.order.replace(/\[(asc|desc)\]$/, ''), direction };
  }
  return {
    language: (q.language as LanguageCodename | undefined) ?? defaultLanguage,
    filters,
    order,
    limit: q.limit,
    skip: q.skip ?? 0,
    depth: q.depth ?? defaults.depth,
    elements: q.elements,
    excludeElements: q.excludeElements,
    includeTotalCount: q.includeTotalCount === 'true',
  };
};

/** Paging of the non-item listings (types, taxonomies, languages). */
export const parsePaging = (params: URLSearchParams): { skip: number; limit: number | undefined } => {
  const parsed = reservedSchema.pick({ skip: true, limit: true }).safeParse({
    ...(params.has('skip') ? { skip: params.get('skip') } : {}),
    ...(params.has('limit') ? { limit: params.get('limit') } : {}),
  });
  if (!parsed.success) throw invalidQuery(firstMessage(parsed.error));
  return { skip: parsed.data.skip ?? 0, limit: parsed.data.limit };
};
