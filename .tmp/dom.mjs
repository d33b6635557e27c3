import { chromium } from '@playwright/test';
import { startPreview, signIn } from '../test/bench/served-build.mjs';
const { origin, stop } = await startPreview(4305);
try {
  const session = await signIn(origin);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const [name, value] = session.split('=');
  await context.addCookies([{ name, value, url: origin }]);
  const page = await context.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  await page.goto(origin + (process.argv[2] ?? '/'), { waitUntil: 'networkidle' });
  console.log(await page.evaluate(() => {
    const count = (sel) => { const el = document.querySelector(sel); return el ? el.querySelectorAll('*').length : 0; };
    return { all: document.querySelectorAll('*').length, header: count('header'), mobile: count('.mobile-menu, [class*=mobile-menu]'), desktop: count('[class*=desktop-nav]'), footer: count('footer'), main: count('main'), head: count('head'), scripts: document.querySelectorAll('script').length, svg: document.querySelectorAll('svg *').length };
  }));
  await browser.close();
} finally { stop(); }
