// The local Web Spotlight host: the page frames the app's preview entry for a checked path and prints nothing
// unescaped; its lookup gives real ids from the content store; "Save draft"'s management call lands in the Preview API.
// The browser side (the frame protocol) is proven in Playwright against the built site.
import { afterEach, describe, expect, inject, it } from 'vitest';
import { languages } from '../../../../app/content/model/index.ts';
import { ENVIRONMENT_ID } from '../../../../emulator/constants.ts';
import { call, deliveryPath, MANAGEMENT_KEY, PREVIEW_KEY } from '../support.ts';

interface HostConfig {
  projectId: string;
  lookupUrl: string;
  managementBase: string;
  managementKey: string;
}

interface ParsedPage {
  status: number;
  headers: Headers;
  body: string;
  frameSrc: string | null;
  pathValue: string | null;
  selectedLanguage: string | null;
  scripts: string[];
  styles: string[];
  configText: string;
  config: HostConfig;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Attribute values as a browser reads them (HTMLRewriter hands them over as written). */
const unescapeAttribute = (value: string | null) =>
  value?.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&') ?? null;

/** Reads the page as a browser would find it: the frame's src, the path field, the script and style texts. */
const openHost = async (query: string): Promise<ParsedPage> => {
  const res = await call(`/web-spotlight${query}`);
  const body = await res.clone().text();
  const found: Omit<ParsedPage, 'status' | 'headers' | 'body' | 'config' | 'configText'> = {
    frameSrc: null,
    pathValue: null,
    selectedLanguage: null,
    scripts: [],
    styles: [],
  };
  let configText = '';
  let current = '';
  const collect = (done: (text: string) => void) => ({
    text(chunk: { text: string; lastInTextNode: boolean }) {
      current += chunk.text;
      if (chunk.lastInTextNode) {
        done(current);
        current = '';
      }
    },
  });
  await new HTMLRewriter()
    .on('iframe#preview', { element: (e) => void (found.frameSrc = unescapeAttribute(e.getAttribute('src'))) })
    .on('input#path', { element: (e) => void (found.pathValue = unescapeAttribute(e.getAttribute('value'))) })
    .on('#edit-language option[selected]', { element: (e) => void (found.selectedLanguage = e.getAttribute('value')) })
    .on(
      'script#spotlight-config',
      collect((text) => (configText = text)),
    )
    .on(
      'script:not([type])',
      collect((text) => found.scripts.push(text)),
    )
    .on(
      'style',
      collect((text) => found.styles.push(text)),
    )
    .transform(res)
    .text();
  return { status: res.status, headers: res.headers, body, ...found, configText, config: configText ? JSON.parse(configText) : ({} as HostConfig) };
};

const sha256 = async (text: string) => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
};

afterEach(async () => {
  await call('/kontent/management/reset', { method: 'POST', headers: { Authorization: `Bearer ${MANAGEMENT_KEY}` } });
});

describe('the Web Spotlight host page', () => {
  it("frames the app's preview entry with the app's local secret, the path and web-spotlight=true", async () => {
    const page = await openHost('?path=/cs/novinky');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const src = new URL(page.frameSrc ?? '', 'https://app.local');
    // Root-relative: the frame opens on the host page's own origin, the app's.
    expect(page.frameSrc?.startsWith('/api/preview/enter?')).toBe(true);
    expect(src.pathname).toBe('/api/preview/enter');
    expect(Object.fromEntries(src.searchParams)).toEqual({ secret: inject('appPreviewEntrySecret'), path: '/cs/novinky', 'web-spotlight': 'true' });
    expect(inject('appPreviewEntrySecret')).not.toBe('');
    expect(page.pathValue).toBe('/cs/novinky');
    expect(page.selectedLanguage).toBe('cs');
    expect(page.config).toEqual({
      projectId: ENVIRONMENT_ID,
      lookupUrl: '/__emulator/web-spotlight/element',
      managementBase: `/__emulator/kontent/management/v2/projects/${ENVIRONMENT_ID}`,
      managementKey: MANAGEMENT_KEY,
    });
    // The script the page runs defines what docs/emulator.md promises tests.
    expect(page.scripts).toHaveLength(1);
    expect(page.scripts[0]).toContain('window.spotlight = { messages: received, sent: sent, send: send }');
  });

  it('frames the home page without a path, and reads the language of unprefixed pages as en', async () => {
    const home = await openHost('');
    expect(new URL(home.frameSrc ?? '', 'https://app.local').searchParams.get('path')).toBe('/');
    expect(home.selectedLanguage).toBe('en');
    expect((await openHost('?path=/news')).selectedLanguage).toBe('en');
    expect((await openHost('?path=/fr_fr/faq')).selectedLanguage).toBe('fr_fr');
    expect((await openHost('?path=/en_ie?x=1')).selectedLanguage).toBe('en_ie');
  });

  it.each([
    ['empty', ''],
    ['relative', 'news'],
    ['absolute', 'https://evil.example/'],
    ['protocol-relative', '//evil.example'],
    ['a double slash inside', '/news//x'],
    ['a backslash', '/\\evil.example'],
    ['an encoded double slash', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a control character', '/news\u0000'],
    ['a line break', '/news\n'],
    ['an encoded line break', '/news%0a'],
    ['a space', '/ news'],
    ['a C1 control', '/news\u0085'],
    ['a script URL', 'javascript:alert(1)'],
    ['a broken encoding', '/news%E0%A4%A'],
    ['an overlong value', `/${'a'.repeat(2048)}`],
  ])('refuses a path with %s (400)', async (_, path) => {
    const res = await call(`/web-spotlight?path=${encodeURIComponent(path)}`);
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain('<iframe');
  });

  it('refuses two paths', async () => {
    expect((await call('/web-spotlight?path=/news&path=/cs')).status).toBe(400);
  });

  it('escapes everything it prints, and the frame URL carries the path exactly', async () => {
    const hostile = `/news?q="><script>alert(1)</script><img/src=x/onerror=alert(2)>&t='x'`;
    const page = await openHost(`?path=${encodeURIComponent(hostile)}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<img/src');
    expect(page.body.match(/<script/g)).toHaveLength(2);
    expect(page.body.match(/<\/script/g)).toHaveLength(2);
    expect(page.body).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.pathValue).toBe(hostile);
    expect(new URL(page.frameSrc ?? '', 'https://app.local').searchParams.get('path')).toBe(hostile);
    // The JSON script element holds no markup that could close it.
    expect(page.configText).not.toMatch(/[<>&]/);
    expect(page.selectedLanguage).toBe('en');
  });

  it('allows exactly its own script and styles, and frames only its own origin', async () => {
    const page = await openHost('?path=/news');
    const policy = page.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      policy.split('; ').map((directive) => {
        const [name = '', ...values] = directive.split(' ');
        return [name, values.join(' ')];
      }),
    );
    expect(directives['default-src']).toBe("'none'");
    expect(directives['script-src']).toBe(await sha256(page.scripts[0] ?? ''));
    expect(directives['style-src']).toBe(await sha256(page.styles[0] ?? ''));
    expect(directives['frame-src']).toBe("'self'");
    expect(directives['connect-src']).toBe("'self'");
    expect(directives['frame-ancestors']).toBe("'none'");
  });
});

interface Lookup {
  projectId: string;
  item: { id: string; codename: string; type: string };
  component: { id: string; codename: string; type: string } | null;
  variant: { id: string; codename: string };
  requestedLanguage: string;
  element: { id: string; codename: string; type: string; name: string };
  value: string | number | null;
}

const lookup = async (query: string) => {
  const res = await call(`/web-spotlight/element?${query}`);
  return { status: res.status, body: (await res.json()) as Lookup & { error?: string } };
};

interface DeliveryItem {
  item: { system: { id: string; language: string }; elements: Record<string, { value: unknown }> };
  modular_content: Record<string, { system: { id: string; type: string } }>;
}

const previewItem = async (codename: string, language: string): Promise<DeliveryItem> =>
  (
    await call(`/kontent/preview/${ENVIRONMENT_ID}/items/${codename}?language=${language}`, { headers: { Authorization: `Bearer ${PREVIEW_KEY}` } })
  ).json();

const publishedItem = async (codename: string, language: string): Promise<DeliveryItem> =>
  (await call(deliveryPath(`/items/${codename}?language=${language}`))).json();

describe('the element lookup behind the page', () => {
  it("gives the item's, the variant's and the element's ids, the type and the value, by codename or by id", async () => {
    const { status, body } = await lookup('item=news_city_ev_orders&element=title&language=cs');
    expect(status).toBe(200);
    const delivered = await publishedItem('news_city_ev_orders', 'cs');
    expect(body).toMatchObject({
      projectId: ENVIRONMENT_ID,
      item: { id: delivered.item.system.id, codename: 'news_city_ev_orders', type: 'news_item' },
      component: null,
      variant: { id: languages.find((l) => l.codename === 'cs')?.id, codename: 'cs' },
      requestedLanguage: 'cs',
      element: { codename: 'title', type: 'text', name: 'Title' },
      value: delivered.item.elements.title?.value,
    });
    expect(body.element.id).toMatch(uuid);
    // Smart-link messages name items by id.
    expect((await lookup(`item=${delivered.item.system.id}&element=title&language=cs`)).body).toEqual(body);
    // An element's id belongs to its type's element, the same in every item of the type.
    expect((await lookup('item=news_portal_update&element=title&language=cs')).body.element.id).toBe(body.element.id);
    expect((await lookup('item=news_city_ev_orders&element=perex&language=cs')).body.element.id).not.toBe(body.element.id);
  });

  it('knows rich text, linked items and components, for the answer to add buttons', async () => {
    expect((await lookup('item=news_city_ev_orders&element=body&language=en')).body).toMatchObject({
      element: { type: 'rich_text' },
      value: expect.stringContaining('<p>'),
    });
    expect((await lookup('item=article_green_retail&element=related&language=en')).body.element.type).toBe('modular_content');
    const article = await previewItem('article_green_retail', 'en');
    const component = Object.values(article.modular_content).find((linked) => linked.system.type === 'info_panel');
    expect(component).toBeDefined();
    const inComponent = await lookup(`item=${article.item.system.id}&element=text&language=en&component=${component?.system.id}`);
    expect(inComponent.status).toBe(200);
    expect(inComponent.body).toMatchObject({
      component: { id: component?.system.id, type: 'info_panel' },
      element: { codename: 'text', type: 'rich_text' },
    });
  });

  it('names the variant the Preview API falls back to', async () => {
    const { body } = await lookup('item=article_hq_strategy&element=title&language=cs');
    expect(body.variant.codename).toBe('en');
    expect(body.requestedLanguage).toBe('cs');
  });

  it('answers 400 or 404 with a reason', async () => {
    expect((await lookup('item=news_city_ev_orders')).status).toBe(400);
    expect((await lookup('item=news_city_ev_orders&element=title&language=xx')).status).toBe(400);
    expect((await lookup('item=no_such_item&element=title')).status).toBe(404);
    const missing = await lookup('item=news_city_ev_orders&element=no_such_element');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toContain('no_such_element');
    expect((await lookup('item=news_city_ev_orders&element=title&component=00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('"Save draft": the management call the page makes', () => {
  /** The call exactly as the page's script builds it, from the config the page carries. */
  const saveDraft = async (item: string, language: string, element: string, value: unknown) => {
    const { config } = await openHost(`?path=/${language}`);
    expect(config.managementBase.startsWith('/__emulator/')).toBe(true);
    return call(`${config.managementBase.slice('/__emulator'.length)}/items/codename/${item}/variants/codename/${language}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${config.managementKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ elements: [{ element: { codename: element }, value }] }),
    });
  };

  it('writes a text draft the Preview API serves at once, while published content stays', async () => {
    const res = await saveDraft('news_city_ev_orders', 'cs', 'title', 'Objednávky City EV otevřeny (koncept)');
    expect(res.status).toBe(200);
    expect((await previewItem('news_city_ev_orders', 'cs')).item.elements.title?.value).toBe('Objednávky City EV otevřeny (koncept)');
    expect((await publishedItem('news_city_ev_orders', 'cs')).item.elements.title?.value).toBe('Otevřeny objednávky City EV');
    expect((await lookup('item=news_city_ev_orders&element=title&language=cs')).body.value).toBe('Objednávky City EV otevřeny (koncept)');
  });

  it('writes a rich-text paragraph', async () => {
    const res = await saveDraft('news_city_ev_orders', 'fr_fr', 'body', '<p>Un nouveau paragraphe &amp; rien d’autre.</p>');
    expect(res.status).toBe(200);
    const draft = await previewItem('news_city_ev_orders', 'fr_fr');
    expect(draft.item.elements.body?.value).toBe('<p>Un nouveau paragraphe &amp; rien d’autre.</p>');
    expect(draft.item.system.language).toBe('fr_fr');
  });
});
