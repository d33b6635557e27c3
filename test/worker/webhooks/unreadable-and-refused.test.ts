// An authentic body the worker cannot read is answered 2xx and purges everything (issue 27, decision 105): refusing
// it would make Kontent retry it, and in the end stop sending. What is still refused: another environment, a bad
// signature (and an oversized body: kontent.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENVIRONMENT_ID } from '../../../emulator/constants';
import { cleanUp } from '../content/support';
import {
  bodyOf,
  daysAgo,
  expectKept,
  expectPurged,
  logLines,
  modifiedAt,
  paths,
  postWebhook,
  publish,
  purgeRecords,
  signature,
  warm,
} from './support';

afterEach(async () => {
  vi.restoreAllMocks();
  await cleanUp();
});

const { article, taxonomies } = paths;

describe('an authentic body the worker cannot read', () => {
  it('that is not JSON is answered 200, logged, and purges everything', async () => {
    await warm(article, taxonomies);
    const errors = logLines('error');
    const response = await postWebhook('{"notifications":[{"data":');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'purged', scope: 'all', notifications: 0, skipped: 0, unreadable: 1 });
    await expectPurged(article, taxonomies);
    expect(errors.join('\n')).toContain('Webhook not understood');
  });

  it('with a notification of an unknown shape is answered 200 and purges everything, once', async () => {
    await warm(article);
    logLines('error');
    const body = JSON.stringify({ notifications: [{ data: {}, message: { environment_id: ENVIRONMENT_ID } }] });
    expect(await (await postWebhook(body)).json()).toEqual({ status: 'purged', scope: 'all', notifications: 1, skipped: 0, unreadable: 1 });
    await expectPurged(article);
    expect(await (await postWebhook(body)).json()).toEqual({ status: 'duplicate', purged: 0 });
    expect(await purgeRecords()).toBe(1);
  });

  it('with no notifications is answered 200 and purges nothing', async () => {
    await warm(article);
    const response = await postWebhook('{"notifications":[]}');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ignored', notifications: 0, skipped: 0 });
    await expectKept(article);
  });
});

describe('what is still refused', () => {
  it('another environment, even in a notification of a shape the worker does not know: 400, nothing purged', async () => {
    await warm(article);
    const body = JSON.stringify({ notifications: [{ data: {}, message: { environment_id: '00000000-0000-4000-8000-000000000002' } }] });
    const response = await postWebhook(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Unknown environment' });
    await expectKept(article);
    expect(await purgeRecords()).toBe(0);
  });

  it('another environment in a batch with ours: 400, nothing purged', async () => {
    await warm(article);
    const ours = modifiedAt(await publish('article_service_excellence', 'en', 'article'), daysAgo(400));
    const theirs = { ...ours, message: { ...ours.message, environment_id: '00000000-0000-4000-8000-000000000002' } };
    const response = await postWebhook(bodyOf(ours, theirs));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Unknown environment' });
    await expectKept(article);
  });

  it('a bad signature on an old notification: 400 "Invalid signature", nothing purged', async () => {
    await warm(article);
    const body = bodyOf(modifiedAt(await publish('article_service_excellence', 'en', 'article'), daysAgo(400)));
    const response = await postWebhook(body, await signature(body, 'another-secret'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid signature' });
    await expectKept(article);
    expect(await purgeRecords()).toBe(0);
  });
});
