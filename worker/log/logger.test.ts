import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';

afterEach(() => vi.restoreAllMocks());

describe('log lines', () => {
  it('keep their message and request id whatever the fields say', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
    createLogger('info', 'req-1').error('Content proxy request failed', { message: 'other', requestId: 'forged', level: 'debug', status: 503 });
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', message: 'Content proxy request failed', requestId: 'req-1', status: 503 });
    expect(Object.keys(JSON.parse(lines[0]!)).slice(0, 4)).toEqual(['level', 'message', 'requestId', 'time']);
  });

  it('leave out lines below the level', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    createLogger('warn', 'req-2').info('quiet');
    expect(log).not.toHaveBeenCalled();
  });
});
