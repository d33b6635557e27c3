// The local Web Spotlight host (docs/emulator.md, docs/decisions/076): `GET /web-spotlight?path=/cs/novinky` frames
// the app's preview entry and speaks Kontent's side of the smart-link frame protocol; `GET /web-spotlight/element`
// gives its script the ids, type and value of an element from the content store.
import { Hono } from 'hono';
import { ENVIRONMENT_ID } from '../constants.ts';
import { readConfig, type EmulatorEnv } from '../env.ts';
import { getStore } from '../kontent/store-instance.ts';
import { hostPath, languageOfPath, previewEntryUrl } from './host-path.ts';
import { lookupElement } from './lookup.ts';
import { hostPage, hostStyles } from './page.ts';
import { hostScript } from './script.ts';

const sha256 = async (text: string): Promise<string> => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
};

/** The hashes of the page's one script and one style sheet, computed once per isolate. */
let hashes: Promise<[string, string]> | undefined;

/** The page's own policy: its script and styles by hash, requests and frames to its origin only. */
const contentSecurityPolicy = async (publicBase: string): Promise<string> => {
  hashes ??= Promise.all([sha256(hostScript), sha256(hostStyles)]);
  const [script, style] = await hashes;
  // PUBLIC_BASE may name the emulator on an origin of its own: the lookup and Save draft call it there.
  const emulatorOrigin = URL.canParse(publicBase) ? ` ${new URL(publicBase).origin}` : '';
  return [
    "default-src 'none'",
    `script-src ${script}`,
    `style-src ${style}`,
    `connect-src 'self'${emulatorOrigin}`,
    "frame-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
};

export const webSpotlightRoutes = new Hono<EmulatorEnv>();

webSpotlightRoutes.get('/', async (c) => {
  const given = c.req.queries('path');
  const path = given && given.length > 1 ? undefined : hostPath(given?.[0]);
  if (path === undefined) {
    return c.text('Bad request - path must be one path on this site: a leading /, no //, no backslash, space or control character', 400);
  }
  const config = readConfig(c.env);
  const page = await hostPage({
    path,
    frameUrl: previewEntryUrl(config.PREVIEW_ENTRY_SECRET, path),
    language: languageOfPath(path),
    config: {
      projectId: ENVIRONMENT_ID,
      lookupUrl: `${config.publicBase}/web-spotlight/element`,
      managementBase: `${config.publicBase}/kontent/management/v2/projects/${ENVIRONMENT_ID}`,
      managementKey: config.MANAGEMENT_API_KEY,
    },
  });
  return c.html(page, 200, { 'Cache-Control': 'no-store', 'Content-Security-Policy': await contentSecurityPolicy(config.publicBase) });
});

webSpotlightRoutes.get('/element', (c) => {
  const item = c.req.query('item');
  const element = c.req.query('element');
  if (!item || !element) return c.json({ error: 'item and element are required' }, 400);
  const result = lookupElement(getStore(), { item, element, language: c.req.query('language'), component: c.req.query('component') });
  return result.ok ? c.json(result.lookup, 200, { 'Cache-Control': 'no-store' }) : c.json({ error: result.error }, result.status);
});
