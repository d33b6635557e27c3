import { downloadElements, downloadHref, withFilePathsInRichText } from '../../app/content/files';

/**
 * Kontent's JSON as the browser may receive it (decision 110): the URLs of files offered for download (the asset
 * elements of `downloadElements`, rich-text asset links) become the site's `/files/` paths, and one that cannot be
 * read becomes empty. Images keep their asset URLs. Every item is found wherever it sits (`item`, `items`,
 * `modular_content`, a sync delta's `data`), so no endpoint of the proxy passes a download's asset URL on.
 */
export function withFilePaths(body: string): string {
  // Most answers hold neither a download, an asset link item nor a rich-text asset link: passed on unparsed.
  if (!/"(download|asset_link)"|data-asset-id/.test(body)) return body;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return body;
  }
  visit(json);
  return JSON.stringify(json);
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function visit(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child);
    return;
  }
  if (!isObject(node)) return;
  if (isObject(node.system) && typeof node.system.type === 'string' && isObject(node.elements)) rewriteItem(node.system.type, node.elements);
  for (const child of Object.values(node)) visit(child);
}

function rewriteItem(type: string, elements: Json): void {
  const files: readonly string[] = (downloadElements as Record<string, readonly string[] | undefined>)[type] ?? [];
  for (const [name, element] of Object.entries(elements)) {
    if (!isObject(element)) continue;
    if (element.type === 'rich_text' && typeof element.value === 'string') element.value = withFilePathsInRichText(element.value);
    if (files.includes(name) && Array.isArray(element.value)) {
      for (const asset of element.value) {
        if (isObject(asset)) asset.url = typeof asset.url === 'string' ? (downloadHref(asset.url) ?? '') : '';
      }
    }
  }
}
