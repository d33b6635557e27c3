// The model check from settings to exit code, against a real environment's API (here the emulator's answers, read
// over its Delivery API the way Kontent's would be, and changed where a test needs a difference).
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_ID } from '../../emulator/constants';
import { emulatorSource } from './emulator';
import { runModelCheck } from './run';

const env = {
  KONTENT_ENVIRONMENT_ID: ENVIRONMENT_ID,
  KONTENT_DELIVERY_URL: 'https://emulator.local/kontent/delivery',
  KONTENT_SECURE_API_KEY: 'secure-key-value',
};

async function check(options: {
  env: Record<string, string>;
  change?: (path: string, body: Record<string, unknown>) => void;
  fetch?: (request: Request) => Promise<Response>;
}) {
  const emulator = await emulatorSource();
  const out: string[] = [];
  const err: string[] = [];
  const fetch =
    options.fetch ??
    (async (request: Request) => {
      const answer = await emulator.fetch(request);
      const body = (await answer.json()) as Record<string, unknown>;
      options.change?.(new URL(request.url).pathname, body);
      return Response.json(body, { status: answer.status });
    });
  const code = await runModelCheck({ env: options.env, fetch, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}

interface TypeJson {
  system: { codename: string; name: string };
  elements: Record<string, { type: string; name: string; options?: { codename: string; name: string }[] }>;
}

describe('npm run model:check against a Kontent environment', () => {
  it('exits 0 and says which environment matched (never the key)', { timeout: 30_000 }, async () => {
    const { code, out, err } = await check({ env });
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out.join('\n')).not.toContain('secure-key-value');
    expect(out).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The content model matches https://emulator\\.local/kontent/delivery/${ENVIRONMENT_ID} \\(secure access key\\): \\d+ types, 1 taxonomy group\\(s\\) in the model\\.$`,
        ),
      ),
    ]);
  });

  it('exits 1 and lists every difference', { timeout: 30_000 }, async () => {
    const { code, out, err } = await check({
      env,
      change: (path, body) => {
        if (!path.endsWith('/types')) return;
        const types = body.types as TypeJson[];
        const article = types.find((type) => type.system.codename === 'article')!;
        delete article.elements.summary;
        article.elements.page_type!.options = article.elements.page_type!.options!.filter((option) => option.codename !== 'all');
        types.push({ system: { codename: 'promo', name: 'Promo' }, elements: {} });
      },
    });
    expect({ code, out }).toEqual({ code: 1, out: [] });
    expect(err[0]).toMatch(
      /^The content model differs from https:\/\/emulator\.local\/kontent\/delivery\/\S+ \(secure access key\) \(\d+ types, 1 taxonomy group\(s\) in the model\): 3 difference\(s\)\.$/,
    );
    expect(err.slice(1)).toEqual([
      '  - type promo is in the environment, not in the model',
      '  - type article: element summary is in the model, not in the environment',
      '  - type article, element page_type: option all is in the model, not in the environment',
    ]);
  });

  it('exits 2 when the settings are wrong or the environment cannot be read', { timeout: 30_000 }, async () => {
    const wrong = await check({ env: { KONTENT_SECURE_API_KEY: 'k' } });
    expect(wrong).toEqual({
      code: 2,
      out: [],
      err: ['Model check not done: KONTENT_SECURE_API_KEY set without KONTENT_ENVIRONMENT_ID: set it too, or unset them to check the emulator'],
    });
    const refused = await check({ env, fetch: async () => new Response('{"message":"Missing or invalid access token."}', { status: 401 }) });
    expect(refused.code).toBe(2);
    expect(refused.err).toEqual([
      expect.stringMatching(/^Model check not done: GET https:\/\/emulator\.local\/kontent\/delivery\/\S+\/(types|taxonomies) answered 401: /),
    ]);
  });
});
