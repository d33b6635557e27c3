/**
 * Every screen's page is `app/screens/<name>/page.tsx`, so Rolldown would name each page's chunk and stylesheet
 * `page-<hash>`: ten files of one name in the build, the network panel and the bench's reports. The screen's folder
 * names them instead (`news-<hash>.js`, `downloads-<hash>.css`), as each page's own file name did before the pages
 * moved into folders.
 */
const screenPage = /(?:^|\/)app\/screens\/([^/]+)\/page\.tsx$/;

/** The screen whose page a module (an absolute or root-relative path) is, if it is one. */
export function screenOfPage(moduleId: string | null | undefined): string | undefined {
  return moduleId ? screenPage.exec(moduleId.replaceAll('\\', '/'))?.[1] : undefined;
}

/** The client build's file names: a screen page's chunk and stylesheet by its screen, the rest as Vite names them. */
export const screenChunkNames = {
  chunkFileNames: (chunk: { facadeModuleId: string | null }) => `assets/${screenOfPage(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
  assetFileNames: (asset: { originalFileNames?: readonly string[] }) =>
    `assets/${screenOfPage(asset.originalFileNames?.[0]) ?? '[name]'}-[hash][extname]`,
};
