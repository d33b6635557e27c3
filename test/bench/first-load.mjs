// `npm run bench:first-load`: the first-load part of `npm run bench` alone: builds dist/ when older than its sources,
// serves it in workerd on loopback (FIRST_LOAD_PORT, default 4401), signs in and prints every page's first-load
// JavaScript in gzip bytes against the budget and issue 30's goal, each page's files by size beneath it. Byte counts
// are exact whatever the machine's load. `FIRST_LOAD_PAGES` (comma-separated paths) narrows the run.
import { buildIfStale, signIn, startBuild } from './served-build.mjs';
import { javaScriptPages, pageJavaScript, printPageJavaScript } from './page-javascript.mjs';

const port = Number(process.env.FIRST_LOAD_PORT ?? 4401);
const pages = process.env.FIRST_LOAD_PAGES ? process.env.FIRST_LOAD_PAGES.split(',') : javaScriptPages;

buildIfStale();
const server = await startBuild(port);
try {
  const results = await pageJavaScript(server.origin, await signIn(server.origin), pages);
  console.log('client JavaScript of the production build (its files only), gzip: first load (what the HTML names) and all by network idle');
  printPageJavaScript(results, { files: true });
} finally {
  server.stop();
}
