import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../../worker/index';
import { deployedEnv } from '../config/deployed-env';
import { get } from '../helpers';

describe('/__emulator gateway', () => {
  it('locally forwards to the emulator, prefix stripped, query kept', async () => {
    const response = await get('/__emulator/');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'retailer-experience-emulator' });
  });

  it('serves the emulator sign-in page on the app origin', async () => {
    const response = await get('/__emulator/sign-in?backlink=%2Fcs%2Fnovinky');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('is a 404 where the emulator is not bound (staging, production)', async () => {
    for (const environment of ['staging', 'production'] as const) {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request('https://retail.test/__emulator/sign-in'), deployedEnv(environment), ctx);
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('the app refuses to serve when the emulator is bound outside the local environment', async () => {
    const ctx = createExecutionContext();
    // Everything else as production has it, so the binding is the one reason to refuse.
    const response = await app.fetch(new Request('https://retail.test/news'), { ...deployedEnv('production'), EMULATOR: env.EMULATOR }, ctx);
    await waitOnExecutionContext(ctx);
    // A refused config serves nothing (decision 111): unavailable, naming nothing of the config.
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(body).not.toContain('EMULATOR');
  });
});
