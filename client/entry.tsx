import '@vitejs/plugin-react/preamble';
import type { Messages } from '@lingui/core';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { installChunkReload } from './chunk-reload';
import { installUpdateCheck } from './updates/update-check';
import { createProxyContentClient } from './content/proxy-client';
import { defaultLocale, isLocaleCode, type LocaleCode } from './i18n/locales';
import { activateLocale, createI18n } from './i18n/setup';
import { createRouter } from './router';

// Only the active locale's catalog is fetched; the others load when the visitor switches language.
const loadCatalog = async (code: LocaleCode): Promise<Messages> =>
  ((await import(`../locales/${code}/messages.po`)) as { messages: Messages }).messages;

async function mount() {
  const i18n = createI18n();
  // The server rendered with this locale's catalog: hydration must start with the same one active.
  const rendered = document.documentElement.dataset.locale;
  await activateLocale(i18n, isLocaleCode(rendered) ? rendered : defaultLocale.code, loadCatalog);
  const buildId = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content ?? '';
  const router = createRouter({
    context: { i18n, loadCatalog, content: createProxyContentClient(fetch.bind(globalThis)), buildId },
    basepath: document.documentElement.dataset.basePath ?? '',
  });
  installChunkReload(() => router.latestLocation.href);
  installUpdateCheck(router, buildId);
  hydrateRoot(document, <RouterClient router={router} />, {
    onRecoverableError: (error) => console.error('Error while mounting app:', error),
  });
}

mount().catch((error: unknown) => console.error('Error while mounting app:', error));
