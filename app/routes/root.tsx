import { Asset, type RouterManagedTag, Scripts, useRouter, useTags } from '@tanstack/react-router';
import { memo, type ReactNode } from 'react';
import { LoadingBar } from '../components/loading-bar/LoadingBar';
import { SyncHookScript } from '../guards/SyncHookScript';
import { useCurrentLocale } from '../i18n/useCurrentScreen';
import '../styles/global.css';

/**
 * TanStack's `HeadContent` with another key per tag. Its key is `JSON.stringify(tag)`, and one tag is the page's
 * inline stylesheet (18–28 KB, decision 043): each request built a copy of it only to key an element, the largest
 * single source of what the worker's isolate promotes to its old generation (performance log, "138").
 */
function HeadTags() {
  const tags = useTags();
  const nonce = useRouter().options.ssr?.nonce;
  return tags.map((tag) => <Asset {...tag} key={tagKey(tag)} nonce={nonce} />);
}
const tagKey = (tag: RouterManagedTag) => (tag.tag === 'style' && tag.inlineCss ? 'inline-css' : JSON.stringify(tag));

// The router renders the document again on every change of its state (a navigation starts, loads, ends); these parts
// read the router's state themselves, so that render need not run them again (decision 134).
const DocumentHead = memo(function DocumentHead() {
  return (
    <>
      <HeadTags />
      <SyncHookScript />
    </>
  );
});
const DocumentScripts = memo(Scripts);
const PageLoadingBar = memo(LoadingBar);

/**
 * The HTML document around every screen, error screen included: the server streams it and the browser hydrates
 * `document` with the same tree.
 */
export function RootDocument({ children }: { children: ReactNode }) {
  // The locale alone: the document renders again when the language changes, not on every navigation (decision 134).
  const locale = useCurrentLocale();
  return (
    <html lang={locale.tag} dir="ltr" data-locale={locale.code}>
      <head>
        <DocumentHead />
      </head>
      <body>
        <PageLoadingBar />
        {children}
        <DocumentScripts />
      </body>
    </html>
  );
}
