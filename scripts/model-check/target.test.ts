import { describe, expect, it } from 'vitest';
import { targetFrom } from './target';

const id = '5a8c2d1e-0000-4000-8000-000000000042';

describe('model check: which environment', () => {
  it('checks the emulator when no Kontent environment is configured', () => {
    expect(targetFrom({})).toEqual({ kind: 'emulator' });
  });

  it('reads Kontent’s Delivery API by default, with the secure key when there is one', () => {
    expect(targetFrom({ KONTENT_ENVIRONMENT_ID: id })).toEqual({
      kind: 'kontent',
      baseUrl: `https://deliver.kontent.ai/${id}`,
      label: `https://deliver.kontent.ai/${id}`,
    });
    expect(targetFrom({ KONTENT_ENVIRONMENT_ID: id, KONTENT_SECURE_API_KEY: 'k', KONTENT_PREVIEW_API_KEY: 'p' })).toEqual({
      kind: 'kontent',
      baseUrl: `https://deliver.kontent.ai/${id}`,
      apiKey: 'k',
      label: `https://deliver.kontent.ai/${id} (secure access key)`,
    });
  });

  it('reads the Preview API when the preview key is the only key', () => {
    expect(targetFrom({ KONTENT_ENVIRONMENT_ID: id, KONTENT_PREVIEW_API_KEY: 'p' })).toEqual({
      kind: 'kontent',
      baseUrl: `https://preview-deliver.kontent.ai/${id}`,
      apiKey: 'p',
      label: `https://preview-deliver.kontent.ai/${id} (Preview API key)`,
    });
  });

  it('takes the configured base URLs, and plain http only on this machine', () => {
    expect(targetFrom({ KONTENT_ENVIRONMENT_ID: id, KONTENT_DELIVERY_URL: 'http://127.0.0.1:4521/__emulator/kontent/delivery/' })).toMatchObject({
      baseUrl: `http://127.0.0.1:4521/__emulator/kontent/delivery/${id}`,
    });
    expect(() => targetFrom({ KONTENT_ENVIRONMENT_ID: id, KONTENT_DELIVERY_URL: 'http://deliver.example' })).toThrow(
      'KONTENT_DELIVERY_URL must be an https:// URL (http only on localhost): http://deliver.example',
    );
    expect(() => targetFrom({ KONTENT_ENVIRONMENT_ID: id, KONTENT_DELIVERY_URL: 'deliver' })).toThrow('KONTENT_DELIVERY_URL is not a URL: deliver');
  });

  it('refuses Kontent settings without the environment id instead of silently checking the emulator', () => {
    expect(() => targetFrom({ KONTENT_SECURE_API_KEY: 'k', KONTENT_DELIVERY_URL: 'https://deliver.kontent.ai' })).toThrow(
      'KONTENT_DELIVERY_URL, KONTENT_SECURE_API_KEY set without KONTENT_ENVIRONMENT_ID: set it too, or unset them to check the emulator',
    );
  });
});
