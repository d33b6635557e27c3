// wrangler.toml as ops will have it before a first deploy (docs/operations.md "Go-live checklist"): the same file with
// every REPLACE_ME filled in and the tag manager's two container ids set (left empty, a deploy refuses). Written
// as JSON under .tmp/ (ignored by git) and given to the build through CLOUDFLARE_VITE_WRANGLER_CONFIG_PATH.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { experimental_readRawConfig } from 'wrangler';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Writes the filled config to `file`, applying `change` to its raw contents first; returns the file's path. */
export function writeFilledConfig(root: string, file: string, change: (raw: Record<string, Json>) => void = () => {}): string {
  const { rawConfig } = experimental_readRawConfig({ config: path.join(root, 'wrangler.toml') });
  const raw = fill(rawConfig as Json, []) as Record<string, Json>;
  // Paths in a wrangler config are relative to the config file, which moves: make them absolute.
  raw.main = path.resolve(root, String(raw.main));
  const assets = raw.assets as Record<string, Json>;
  assets.directory = path.resolve(root, String(assets.directory));
  for (const section of Object.values(raw.env as Record<string, { vars: Record<string, Json> }>))
    section.vars.GTM_CONTAINER_IDS = 'GTM-AB12CD3,GTM-EF45GH6';
  change(raw);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(raw, null, 2));
  return file;
}

/** Placeholders become plausible values: KV ids are 32 hex digits as Cloudflare's are, the rest a real-looking name. */
function fill(value: Json, at: string[]): Json {
  if (typeof value === 'string') {
    if (!value.includes('REPLACE_ME')) return value;
    if (at.at(-1) === 'id') return createHash('md5').update(value).digest('hex');
    return value.replaceAll('REPLACE_ME', 'retail');
  }
  if (Array.isArray(value)) return value.map((item, index) => fill(item, [...at, String(index)]));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fill(child, [...at, key])]));
  return value;
}
