import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's every rule on the page as it is (or on the part `include` selects). axe is put into the document once
 * and run there as often as a test asks, at every width: the Playwright builder injects it twice per analysis and,
 * in its default mode, into a blank page of its own as well, 2–6 s an analysis on a busy 2-core machine against
 * about 0.3 s for the run itself. A page with frames goes through the builder, which checks inside each frame.
 */
export async function axe(page: Page, include?: string): Promise<AxeResults> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page });
    return (include ? builder.include(include) : builder).analyze();
  }
  type WithAxe = { axe?: typeof import('axe-core') };
  if (!(await page.evaluate(() => (window as WithAxe).axe !== undefined))) await page.evaluate(axeSource);
  return page.evaluate((selector) => {
    const { axe } = window as WithAxe;
    if (!axe) throw new Error('axe-core is not in the page');
    return axe.run(selector ? { include: [selector] } : document);
  }, include);
}
