import { readFileSync, readdirSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const dir = process.argv[2];
const only = process.argv[3];
for (const f of readdirSync(dir).filter((f) => f.endsWith('.js') && (!only || f.includes(only)))) {
  const code = readFileSync(`${dir}/${f}`, 'utf8');
  let map; try { map = JSON.parse(readFileSync(`${dir}/${f}.map`, 'utf8')); } catch { continue; }
  const c = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const sizes = {};
  let prev = null;
  c.eachMapping((m) => {
    if (prev) {
      const line = lines[prev.generatedLine - 1];
      const end = m.generatedLine === prev.generatedLine ? m.generatedColumn : line.length;
      const key = (prev.source || '?').replace(/.*node_modules\//, 'nm:').replace(/^(nm:(@[^/]+\/)?[^/]+).*/, process.env.FULL ? "$&" : "$1");
      sizes[key] = (sizes[key] || 0) + (end - prev.generatedColumn);
    }
    prev = m;
  });
  const total = code.length;
  console.log(`== ${f} ${total}`);
  Object.entries(sizes).sort((a, b) => b[1] - a[1]).slice(0, 200).forEach(([k, v]) => console.log(String(v).padStart(8), k));
}
