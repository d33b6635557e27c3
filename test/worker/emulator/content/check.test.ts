// Every demo item matches its type and every reference resolves, in every language; and the check catches breakage.
import { describe, expect, it } from 'vitest';
import { contentTypeCodenames, languages } from '../../../../app/content/model/index.ts';
import { checkContent } from '../../../../emulator/content/check.ts';
import { demoItems } from '../../../../emulator/content/index.ts';
import { item } from '../../../../emulator/content/source.ts';

describe('demo content', () => {
  it('has no problems', () => {
    expect(checkContent(demoItems)).toEqual([]);
  });

  it('covers the model and the issue’s minimum set', () => {
    const count = (type: string) => demoItems.filter((i) => i.type === type && i.workflowStep !== 'draft').length;
    expect(count('article')).toBeGreaterThanOrEqual(6);
    expect(count('news_item')).toBe(12);
    const used = new Set(demoItems.map((i) => i.type));
    const unused = contentTypeCodenames.filter((t) => !used.has(t));
    expect(unused).toEqual([]);
    expect(languages).toHaveLength(7);
  });

  it('reports a broken item', () => {
    const broken = item({
      codename: 'broken_article',
      type: 'article',
      name: 'Broken',
      elements: { title: 'x', slug: 'Not A Slug', related: ['no_such_item', 'footer'], page_type: ['nope' as 'all'] },
    });
    const problems = checkContent([...demoItems, broken]).join('\n');
    expect(problems).toContain('broken_article/en.related: linked item no_such_item does not resolve');
    expect(problems).toContain('footer has type footer, not allowed');
    expect(problems).toContain('unknown option nope');
    expect(problems).toContain('is not URL-safe');
    expect(problems).toContain('published: required but empty');
  });
});
