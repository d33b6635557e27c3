// Each page's client JavaScript in gzip bytes, as `npm run bench` and `npm run bench:first-load` report it: the first
// load is what the page's HTML names (scripts and module preloads: what hydration needs), the rest is every build file
// fetched by the time the network is idle (the forms' chunks after idle, tracking, the navigation's code).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/**
 * First-load JavaScript per page, gzip: issue 18's budget, issue 30's goal beside it, and the home page's stretch
 * (issue 30). The figures and where the bytes are: performance log, "Issue 30: first load" and decision 125.
 */
export const firstLoadBudgetKb = 120;
export const firstLoadGoalKb = 115;
export const firstLoadStretchKb = 110;

/** Pages whose client JavaScript the benches report against those figures; the Czech article is the largest first load (the largest catalog with the article chunks). */
export const javaScriptPages = [
  '/',
  '/news',
  '/retail-standards-2025',
  '/faqs',
  '/downloads',
  '/contacts',
  '/customer-process',
  '/cs/novinky',
  '/cs/retail-standards-2025',
];

/**
 * Each page of `pages` signed in (`session`: a `name=value` cookie), in Chromium: `{ path, firstLoad, all, files,
 * named }`, gzip level 9, `named` the first load's files with their bytes.
 */
export async function pageJavaScript(base, session, pages = javaScriptPages) {
  const instance = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await instance.newContext();
    const [name, value] = session.split('=');
    await context.addCookies([{ name, value, url: base }]);
    const results = [];
    for (const pagePath of pages) {
      const page = await context.newPage();
      const scripts = new Map();
      // Every body is read before the page closes: on a loaded machine a read still pending at the close failed the
      // whole bench ("Target page, context or browser has been closed").
      const reads = [];
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        // The build's own files: the emulator's stand-ins of third-party scripts (tag manager, sync hook) come from
        // other hosts in staging and production.
        const url = new URL(response.url());
        if (!(url.origin === base && url.pathname.startsWith('/assets/') && type.includes('javascript'))) return;
        const read = response.body().then((body) => scripts.set(url.pathname, body));
        // Awaited below; one that arrives after the page is measured and closed fails alone, unseen.
        read.catch(() => undefined);
        reads.push(read);
      });
      const document = await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
      const html = (await document?.text()) ?? '';
      await Promise.all(reads);
      const names = new Set(
        [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"/g)].map((match) => new URL(match[1], base).pathname),
      );
      let firstLoad = 0;
      let all = 0;
      const named = [];
      for (const [url, body] of scripts) {
        const size = gzipSync(body, { level: 9 }).length;
        all += size;
        if (!names.has(url)) continue;
        firstLoad += size;
        named.push({ file: url, bytes: size });
      }
      results.push({ path: pagePath, firstLoad, all, files: scripts.size, named });
      await page.close();
    }
    return results;
  } finally {
    await instance.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET');

/** One line per page: first load and all by idle, against the budget, the goal and (home) the stretch. */
export function printPageJavaScript(results, { files = false } = {}) {
  for (const { path: pagePath, firstLoad, all, files: count, named } of results) {
    const stretch = pagePath === '/' ? `, stretch ≤ ${firstLoadStretchKb} KB: ${verdict(firstLoad <= firstLoadStretchKb * 1024)}` : '';
    console.log(
      `  ${pagePath.padEnd(24)} ${kb(firstLoad).padStart(9)} first load, ${kb(all).padStart(9)} by idle in ${count} files  (budget ≤ ${firstLoadBudgetKb} KB: ${verdict(firstLoad <= firstLoadBudgetKb * 1024)}; goal ≤ ${firstLoadGoalKb} KB: ${verdict(firstLoad <= firstLoadGoalKb * 1024)}${stretch})`,
    );
    if (files) for (const { file, bytes } of named.sort((a, b) => b.bytes - a.bytes)) console.log(`      ${String(bytes).padStart(7)} B  ${file}`);
  }
}
