import { describe, expect, it, vi } from 'vitest';
import { RequestAbortSignal, routerRequest } from './router-request';

describe('the request signal the router and the renderer read', () => {
  it('aborts with the runtime signal, once, calling the listeners still added', () => {
    const source = new AbortController();
    const signal = new RequestAbortSignal(source.signal);
    const kept = vi.fn();
    const removed = vi.fn();
    signal.addEventListener('abort', kept);
    signal.addEventListener('abort', removed);
    signal.removeEventListener('abort', removed);
    expect(signal.aborted).toBe(false);
    expect(() => signal.throwIfAborted()).not.toThrow();

    const reason = new Error('client went away');
    source.abort(reason);
    source.abort(new Error('again'));

    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe(reason);
    expect(() => signal.throwIfAborted()).toThrow(reason);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(kept).toHaveBeenCalledWith({ type: 'abort', target: signal });
    expect(removed).not.toHaveBeenCalled();
  });

  it('starts aborted when the runtime signal already is', () => {
    const source = new AbortController();
    source.abort('gone');
    const signal = new RequestAbortSignal(source.signal);
    const late = vi.fn();
    signal.addEventListener('abort', late);
    expect(signal.aborted).toBe(true);
    expect(() => signal.throwIfAborted()).toThrow('gone');
    expect(late).not.toHaveBeenCalled();
  });

  it('gives the router the request address, method and headers as they are', () => {
    const request = new Request('https://site.example/news?page=2', { headers: { 'user-agent': 'test' } });
    const seen = routerRequest(request);
    expect(seen.url).toBe('https://site.example/news?page=2');
    expect(seen.method).toBe('GET');
    expect(seen.headers.get('user-agent')).toBe('test');
    expect(seen.signal.aborted).toBe(false);
  });
});
