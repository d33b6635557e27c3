import { chromium } from '@playwright/test';
import { readFileSync, existsSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const maps = new Map();
function orig(url, line, col) { const file = 'dist/client' + url; if (!maps.has(file)) maps.set(file, existsSync(file + '.map') ? new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8'))) : null); const m = maps.get(file); if (!m) return url; const p = m.originalPositionFor({ line: line + 1, column: col }); return (p.source || '?').replace(/.*node_modules\//, 'nm:').replace(/^(\.\.\/)+/, ''); }
import { startPreview, signIn } from '../test/bench/served-build.mjs';
const { origin, stop } = await startPreview(4304);
try {
  const session = await signIn(origin);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const [name, value] = session.split('=');
  await context.addCookies([{ name, value, url: origin }]);
  const page = await context.newPage();
  await page.goto(origin + (process.argv[2] ?? '/'), { waitUntil: 'networkidle' }); // warm
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await page.evaluate(() => { window.__lt = []; });
  await cdp.send('Profiler.start');
  await page.goto(origin + (process.argv[2] ?? '/'), { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const { profile } = await cdp.send('Profiler.stop');
  const longTasks = await page.evaluate(() => performance.getEntriesByType('longtask').map((t) => Math.round(t.duration)));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas; let total = 0;
  profile.samples.forEach((id, i) => { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.replace(origin, '').replace(/-[\w-]{8}\.js/, '.js')}:${f.lineNumber}:${f.columnNumber}`; const d = dt[i] / 1000; if (f.functionName !== '(idle)' && f.functionName !== '(program)') total += d; self.set(key, (self.get(key) ?? 0) + d); });
  console.log('busy ms', total.toFixed(0));
  // by url
  const byUrl = new Map();
  for (const [k, v] of self) { const u = k.split(' ')[1]?.split(':')[0] ?? '?'; byUrl.set(u, (byUrl.get(u) ?? 0) + v); }
  console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k}`).join('\n'));
  const bySource = new Map();
  profile.samples.forEach((id, i) => { const f = byId.get(id).callFrame; if (!f.url.startsWith(origin + '/assets')) return; const k = orig(f.url.replace(origin, ''), f.lineNumber, f.columnNumber); bySource.set(k, (bySource.get(k) ?? 0) + dt[i] / 1000); });
  console.log([...bySource].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(1).padStart(7)} ${k}`).join('\n'));
  if (0) console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1).padStart(7)} ${k}`).join('\n'));
  await browser.close();
} finally { stop(); }
