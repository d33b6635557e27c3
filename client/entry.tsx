import '@vitejs/plugin-react/preamble';
import type { Messages } from '@lingui/core';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { createProxyContentClient } from './content/proxy-client';
import type { LocaleCode } from './i18n/locales';
import { createI18n } from './i18n/setup';
import { createRouter } from './router';

// Only the active locale's catalog is fetched; the others stay on the server until the visitor switches.
const loadCatalog = async (code: LocaleCode): Promise<Messages> =>
  ((await import(`../locales/${code}/messages.po`)) as { messages: Messages }).messages;

const router = createRouter({
  context: { i18n: createI18n(), loadCatalog, content: createProxyContentClient(fetch.bind(globalThis)) },
  basepath: document.documentElement.dataset.basePath ?? '',
});

try {
  hydrateRoot(document, <RouterClient router={router} />, {
    onRecoverableError: (error) => console.error('Error while mounting app:', error),
  });
} catch (error) {
  console.error('Error while mounting app:', error);
}
