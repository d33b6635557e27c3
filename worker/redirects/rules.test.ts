import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRedirects, matchRedirect, parseRuleFile } from './rules';

const table = (text: string) => {
  const { rules, problems } = parseRuleFile(text);
  expect(problems).toEqual([]);
  return compileRedirects(rules);
};

describe('redirect rule file', () => {
  it('reads exact, prefix and per-locale rules with their statuses', () => {
    const { rules } = parseRuleFile(
      [
        '# from to status locale',
        '/old-news /news',
        '/promo/* https://brand.example/promo/* 302',
        '/kontakt /contacts 308 cs',
        '/old-faq /faq 301 *',
      ].join('\n'),
    );
    expect(rules[0]).toEqual({ from: '/old-news', to: '/news', status: 301 });
    expect(rules[1]).toEqual({ from: '/promo/*', to: 'https://brand.example/promo/*', status: 302 });
    expect(rules[2]).toEqual({ from: '/cs/kontakt', to: '/cs/contacts', status: 308, locale: 'cs' });
    // "*" is one rule per locale, the default locale unprefixed.
    const faq = rules.filter((rule) => rule.from.endsWith('/old-faq'));
    expect(faq.map((rule) => rule.from)).toEqual([
      '/old-faq',
      '/en/old-faq',
      '/cs/old-faq',
      '/en_ie/old-faq',
      '/fr_fr/old-faq',
      '/da_dk/old-faq',
      '/ro_ro/old-faq',
      '/bg_bg/old-faq',
    ]);
    expect(faq.find((rule) => rule.locale === 'fr_fr')?.to).toBe('/fr_fr/faq');
  });

  it('rejects a bad file with every problem and its line number, and yields no rules', () => {
    const { rules, problems } = parseRuleFile(
      ['/ok /fine', 'no-slash /x', '/a /b 303', '/c relative', '/d /e 301 xx', '/ok /again', '/f*/g /h', '/i'].join('\n'),
    );
    expect(rules).toEqual([]);
    expect(problems.map((problem) => problem.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(problems[1]?.message).toMatch(/status "303" must be one of 301, 302, 307, 308/);
    expect(problems[3]?.message).toMatch(/unknown locale "xx"/);
    expect(problems[4]?.message).toMatch(/already has a rule on line 1/);
  });
});

describe('redirect matching', () => {
  const rules = table(
    [
      '/old-news /news',
      '/cs/stare /cs/novinky 302',
      '/promo/* https://brand.example/campaign/* 307',
      '/promo/special/* /news 301',
      '/docs/* /downloads',
      '/loop /loop/',
    ].join('\n'),
  );

  it('answers exact rules, ignoring a trailing slash, and carries the query to relative targets', () => {
    expect(matchRedirect(rules, '/old-news/', '?a=1')).toEqual({ kind: 'internal', location: '/news?a=1', status: 301 });
    expect(matchRedirect(rules, '/cs/stare')).toEqual({ kind: 'internal', location: '/cs/novinky', status: 302 });
    expect(matchRedirect(rules, '/old-news-2')).toBeNull();
  });

  it('answers the longest prefix rule, substituting the rest of the path', () => {
    expect(matchRedirect(rules, '/promo/spring/cars')).toEqual({
      kind: 'external',
      location: 'https://brand.example/campaign/spring/cars',
      status: 307,
    });
    expect(matchRedirect(rules, '/promo/special/x')).toEqual({ kind: 'internal', location: '/news', status: 301 });
    expect(matchRedirect(rules, '/docs')).toEqual({ kind: 'internal', location: '/downloads', status: 301 });
  });

  it('never answers a rule that points at its own path', () => {
    expect(matchRedirect(rules, '/loop')).toBeNull();
  });
});

describe('npm run redirects:import', () => {
  const root = path.resolve(__dirname, '../..');
  const run = (...args: string[]) => spawnSync(process.execPath, ['scripts/redirects-import.ts', ...args], { cwd: root, encoding: 'utf8' });

  it('rejects a bad file with line numbers before touching KV', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rules-'));
    const file = path.join(dir, 'bad.txt');
    writeFileSync(file, '/fine /ok\n/broken nowhere\n');
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${file}:2: target "nowhere" must start with / or http(s)://`);
    expect(result.stderr).toContain('nothing was written');
  });

  it('validates a good file with --check and refuses an unknown environment', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rules-'));
    const file = path.join(dir, 'good.txt');
    writeFileSync(file, '/a /b\n/c/* https://x.example/*\n');
    expect(run(file, '--check').stdout).toContain('2 rule(s), valid');
    const wrongEnv = run(file, '--env', 'qa');
    expect(wrongEnv.status).toBe(2);
    expect(wrongEnv.stderr).toContain('--env must be staging or production');
  });
});
