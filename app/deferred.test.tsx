import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferred, deferredView, loadViewsForServer, loadViewsWithPageData } from './deferred';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
const Nothing = () => null;

describe('deferred modules', () => {
  it('load once, and a failed load is tried again the next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue({ answer: 42 });
    const module = deferred(load);
    expect(module.loaded()).toBeUndefined();
    await expect(module.load()).rejects.toThrow('chunk gone');
    await expect(module.load()).resolves.toEqual({ answer: 42 });
    await module.load();
    expect(load).toHaveBeenCalledTimes(2);
    expect(module.loaded()).toEqual({ answer: 42 });
  });

  it('the worker loads every declared view before it renders, so its HTML has them whole', async () => {
    const module = deferred(async () => ({ Greeting }));
    const View = deferredView(module, (loaded) => loaded.Greeting);
    // Not loaded: the boundary renders its fallback (nothing), which a streamed page would fill in later.
    expect(renderToString(<View name="Eva" />)).not.toContain('Hello');
    await loadViewsForServer();
    expect(module.loaded()).toBeDefined();
    expect(renderToString(<View name="Eva" />)).toContain('Hello <!-- -->Eva');
    // Everything at hand: nothing left to wait for.
    expect(loadViewsForServer()).toBeUndefined();
  });

  it('only views declared to come with a page load beside its data', async () => {
    const withData = vi.fn(async () => ({ View: Nothing }));
    const onInterest = vi.fn(async () => ({ View: Nothing }));
    deferredView(deferred(withData), (loaded) => loaded.View, { withPageData: true });
    deferredView(deferred(onInterest), (loaded) => loaded.View, { until: () => new Promise(() => undefined) });
    await loadViewsWithPageData();
    expect(withData).toHaveBeenCalledOnce();
    expect(onInterest).not.toHaveBeenCalled();
  });
});
