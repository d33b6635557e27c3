/**
 * What the worker knows of the client build, from `virtual:client-manifest` (declared in
 * ./virtual-client-manifest.d.ts). The build-time Vite plugin that writes it lives outside the worker, in
 * build/client-manifest/plugin.ts.
 */
export interface ClientManifest {
  entry: { script: string; preloads: string[]; css: string[] };
  /** Keyed by the source path of each dynamically imported module (e.g. app/screens/news/page.tsx). */
  modules: Record<string, { preloads: string[]; css: string[] }>;
  /** Changes whenever any client file changes: browsers compare it to notice a new deploy (product §7). */
  buildId: string;
  /**
   * The text of every stylesheet, by href: the worker inlines a page's styles into its HTML (no render-blocking
   * request before the first paint; decision 043), each led by the comment that names its file for the browser's
   * preload helper (app/styles/inlined-stylesheets.ts). Empty in dev, where Vite serves styles itself.
   */
  styles: Record<string, string>;
  dev: boolean;
}
