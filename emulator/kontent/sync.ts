// Sync API v1: initialisation hands out a continuation token at the current end of the change log; GET /sync
// returns the changes (publish = changed_item, unpublish = deleted_item) made since, and a new token.
import { z } from 'zod';
import { isLanguageCodename, type LanguageCodename } from '../../app/content/model/index.ts';
import { decodeToken, encodeToken } from './items.ts';
import { invalidQuery } from './errors.ts';
import { serializeVariant, type ItemJson, type SerializeContext, type SystemJson } from './serialize.ts';

const tokenSchema = z.object({
  sequence: z.number().int().nonnegative(),
  language: z.string().refine(isLanguageCodename).optional(),
  type: z.string().optional(),
  collection: z.string().optional(),
});

export type SyncToken = z.infer<typeof tokenSchema>;

export const syncFiltersFrom = (params: URLSearchParams): Omit<SyncToken, 'sequence'> => {
  const language = params.get('language') ?? undefined;
  if (language !== undefined && !isLanguageCodename(language)) {
    throw invalidQuery('The requested language does not exist in this environment.');
  }
  const type = params.get('system.type') ?? params.get('type') ?? undefined;
  const collection = params.get('system.collection') ?? params.get('collection') ?? undefined;
  return {
    ...(language ? { language } : {}),
    ...(type ? { type } : {}),
    ...(collection ? { collection } : {}),
  };
};

export const encodeSyncToken = (token: SyncToken): string => encodeToken(token);

export const decodeSyncToken = (value: string | null | undefined): SyncToken => {
  const parsed = tokenSchema.safeParse(value ? decodeToken(value) : undefined);
  if (!parsed.success) throw invalidQuery("The 'X-Continuation' header is missing or its token is not valid.");
  return parsed.data;
};

export interface DeltaJson {
  change_type: 'changed_item' | 'deleted_item';
  timestamp: string;
  data: { system: SystemJson; elements?: ItemJson['elements'] };
}

export const syncChanges = (token: SyncToken, context: SerializeContext): { items: DeltaJson[]; next: SyncToken } => {
  const changes = context.store
    .changesSince(token.sequence)
    .filter(
      (change) =>
        (!token.language || change.variant.language === (token.language as LanguageCodename)) &&
        (!token.type || change.variant.item.type === token.type) &&
        (!token.collection || change.variant.item.collection === token.collection),
    );
  const items = changes.map((change): DeltaJson => {
    const json = serializeVariant(change.variant, context).json;
    return {
      change_type: change.changeType,
      timestamp: change.timestamp,
      data: change.changeType === 'deleted_item' ? { system: json.system } : { system: json.system, elements: json.elements },
    };
  });
  return { items, next: { ...token, sequence: context.store.lastSequence } };
};
