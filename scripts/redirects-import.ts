// `npm run redirects:import FILE [--env staging|production] [--check]`
// Validates a redirect rule file (docs/operations.md) and writes it as the REDIRECTS table: into local KV
// (.wrangler/state, what `npm run dev` and `npm run preview` read) without --env, into the environment's remote
// namespace with it. A file with any problem is rejected with its line numbers and nothing is written.
// Runs on Node 24's type stripping: see worker/redirects/rules.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseRuleFile, redirectTableKey, type RedirectTable } from '../worker/redirects/rules.ts';

const usage = 'usage: npm run redirects:import FILE [-- --env staging|production] [-- --check]';

let parsedArgs: ReturnType<typeof parseArgs>;
try {
  parsedArgs = parseArgs({
    allowPositionals: true,
    options: { env: { type: 'string' }, check: { type: 'boolean', default: false } },
  });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
const { positionals, values } = parsedArgs;
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error(usage);
  process.exit(2);
}
const environment = values.env;
if (environment !== undefined && environment !== 'staging' && environment !== 'production') {
  console.error(`--env must be staging or production (no --env writes the local KV), got "${environment}"`);
  process.exit(2);
}

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

const { rules, problems } = parseRuleFile(text);
if (problems.length) {
  for (const problem of problems) console.error(`${file}:${problem.line}: ${problem.message}`);
  console.error(`${problems.length} problem(s); nothing was written.`);
  process.exit(1);
}
const table: RedirectTable = { version: 1, importedAt: new Date().toISOString(), rules };
const where = environment ? `the ${environment} REDIRECTS namespace (remote)` : 'the local REDIRECTS namespace (.wrangler/state)';
if (values.check) {
  console.log(`${file}: ${rules.length} rule(s), valid. Nothing written (--check).`);
  process.exit(0);
}

const dir = mkdtempSync(path.join(tmpdir(), 'redirects-'));
const tablePath = path.join(dir, 'table.json');
writeFileSync(tablePath, JSON.stringify(table));
const args = ['kv', 'key', 'put', redirectTableKey, '--path', tablePath, '--binding', 'REDIRECTS'];
if (environment) args.push('--env', environment, '--remote');
else args.push('--local');
const result = spawnSync('wrangler', args, { stdio: 'inherit' });
rmSync(dir, { recursive: true, force: true });
if (result.status !== 0) {
  console.error(`wrangler kv key put failed (${result.error?.message ?? `exit ${result.status}`}); the previous table is unchanged.`);
  process.exit(1);
}
console.log(`${rules.length} rule(s) from ${file} written to ${where}. Isolates pick them up within 30 s (plus KV propagation).`);
