import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { startPreview, signIn } from '../test/bench/served-build.mjs';
const { origin, stop } = await startPreview(4301);
try {
  const session = await signIn(origin);
  const instance = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const path of (process.argv[2] ?? '/').split(',')) {
    const context = await instance.newContext();
    const [name, value] = session.split('=');
    await context.addCookies([{ name, value, url: origin }]);
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (r) => { if (r.url().startsWith(origin) && (r.headers()['content-type'] ?? '').includes('javascript')) scripts.set(r.url(), await r.body()); });
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    let total = 0;
    console.log('==', path);
    for (const [u, b] of scripts) { const g = gzipSync(b, { level: 9 }).length; total += g; console.log((g / 1024).toFixed(1).padStart(7), u.replace(origin, '')); }
    console.log('total', (total / 1024).toFixed(1));
    await context.close();
  }
  await instance.close();
} finally { stop(); }
