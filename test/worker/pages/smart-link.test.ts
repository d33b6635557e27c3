import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../helpers';

// The first request of a file loads the whole app into workerd, which on a busy machine takes longer than a test.
beforeAll(async () => {
  await get('/');
}, 120_000);

/**
 * The opening tag of the layout's page root, above the header, the main landmark and the footer: everything the
 * smart-link SDK may highlight (decision 077; it was the main landmark until the navigation and footer were marked).
 */
function mainTag(html: string): string {
  const tag = /<div class="page"[^>]*>/.exec(html)?.[0];
  if (!tag) throw new Error('The page has no page root element');
  return tag;
}

describe('smart-link page attributes (product §3 editing-overlay data, v5 names)', () => {
  it.each([
    ['/', 'en'],
    ['/cs/novinky', 'cs'],
    ['/en_ie/faq', 'en_ie'],
    ['/bg_bg/service-excellence', 'bg_bg'],
  ])('%s carries the configured environment id and the language %s on its root content element', async (path, language) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const main = mainTag(html);
    expect(env.KONTENT_ENVIRONMENT_ID).toMatch(/\S/);
    expect(main).toContain(`data-kontent-environment-id="${env.KONTENT_ENVIRONMENT_ID}"`);
    expect(main).toContain(`data-kontent-language-codename="${language}"`);
    // Items inside the page mark themselves; they sit below the element that names the environment.
    expect(html.indexOf('data-kontent-item-id=', html.indexOf(main))).toBeGreaterThan(-1);
    // Set once on the page root, never repeated on components.
    expect(html.match(/data-kontent-environment-id=/g)).toHaveLength(1);
  });

  it('hands the environment id to the browser in the dehydrated router state', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain(env.KONTENT_ENVIRONMENT_ID);
    expect(html).toMatch(/kontentEnvironmentId/);
  });
});
