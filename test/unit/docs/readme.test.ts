import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

it('the README opens with the two commands: run the site, run every test', () => {
  const [, commands] = /^# [^\n]+\n\n```sh\n([\s\S]*?)```/.exec(readme) ?? [];
  expect(
    commands
      ?.split('\n')
      .filter(Boolean)
      .map((line) => line.split('#')[0]?.trim()),
  ).toEqual(['npm install && npm run dev', 'npm test']);
});

it('the README reads without scrolling sideways: lines of at most 120 characters', () => {
  expect(readme.split('\n').filter((line) => line.length > 120)).toEqual([]);
});
