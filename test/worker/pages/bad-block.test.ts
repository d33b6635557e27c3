import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENVIRONMENT_ID } from '../../../emulator/constants';
import { cleanUp } from '../content/support';
import { get, heading } from '../helpers';

/** One block the site cannot read does not take its page down (decision 108). */
async function manage(path: string, init: RequestInit = {}): Promise<Response> {
  return env.EMULATOR!.fetch(`https://emulator.local/kontent/management/v2/projects/${ENVIRONMENT_ID}${path}`, {
    ...init,
    headers: { authorization: 'Bearer emulator-management-api-key', 'content-type': 'application/json' },
  });
}

/** Publishes a new body for the article, as an editor would in Kontent. */
async function publishBody(codename: string, html: string): Promise<void> {
  const variant = `/items/codename/${codename}/variants/codename/en`;
  const saved = await manage(variant, { method: 'PUT', body: JSON.stringify({ elements: [{ element: { codename: 'body' }, value: html }] }) });
  expect(saved.status).toBe(200);
  expect((await manage(`${variant}/publish`, { method: 'PUT' })).status).toBe(200);
}

beforeAll(async () => {
  await get('/');
}, 120_000);
afterEach(cleanUp);

describe('a rich text the site cannot parse', () => {
  it('leaves the rest of its page: the article answers 200 with its title and summary, without the body', async () => {
    await publishBody('article_retail_standards', '<p>Readable start</p><marquee>no such element</marquee>');
    const response = await get('/retail-standards-2025');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(heading(html)).toBe('Retail standards 2025');
    expect(html).toContain('The updated standards for showrooms, customer reception and handover.');
    expect(html).not.toContain('Readable start');
    expect(html).not.toContain('Something went wrong');
  });

  it('while a readable body still shows', async () => {
    await publishBody('article_retail_standards', '<p>Readable body</p>');
    const html = await (await get('/retail-standards-2025')).text();
    expect(html).toContain('<p>Readable body</p>');
  });
});
