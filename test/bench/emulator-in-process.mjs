#!/usr/bin/env node
// Benchmark: the emulator's own time for a filtered items query over the whole demo set, measured in process
// (the emulator bundle run by V8 in Node, called through its fetch handler: no HTTP transport, no dev proxy).
// Usage: npm run bench:emulator. Budget (issue 3): p50 ≤ 5 ms. Printed, not asserted.
import { emulatorWorker } from '../worker/emulator-worker.ts';

const path =
  '/kontent/delivery/00000000-0000-4000-8000-000000000001/items?system.type[in]=article,news_item' +
  '&elements.audience[any]=business,electric&order=system.last_modified[desc]&depth=1&language=cs';

const { scriptPath, bindings } = emulatorWorker();
const emulator = (await import(scriptPath)).default;
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} };
const call = async () => {
  const response = await emulator.fetch(new Request(`https://emulator.local${path}`), bindings, ctx);
  if (!response.ok) throw new Error(`status ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
};

for (let i = 0; i < 50; i += 1) await call(); // warm-up: JIT, lazy indexes
const samples = [];
let bytes = 0;
for (let i = 0; i < 500; i += 1) {
  const started = performance.now();
  bytes = await call();
  samples.push(performance.now() - started);
}
samples.sort((a, b) => a - b);
const at = (q) => Number(samples[Math.floor(samples.length * q)].toFixed(2));
console.log(
  JSON.stringify({
    benchmark: 'emulator filtered items query (in process, V8)',
    runs: samples.length,
    bytes,
    p50_ms: at(0.5),
    p90_ms: at(0.9),
    p99_ms: at(0.99),
    budget_p50_ms: 5,
  }),
);
