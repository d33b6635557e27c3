import { afterEach, describe, expect, it, vi } from 'vitest';
import { wantsEditing } from './wants-editing';

afterEach(() => vi.restoreAllMocks());

describe('who loads the click-to-edit SDK', () => {
  it('a retailer page does not; Web Spotlight mode or the ksl-enabled switch does', () => {
    expect(wantsEditing('')).toBe(false);
    expect(wantsEditing('?page=2&web-spotlight=false')).toBe(false);
    expect(wantsEditing('?web-spotlight=true')).toBe(true);
    expect(wantsEditing('?web-spotlight')).toBe(true);
    expect(wantsEditing('?ksl-enabled')).toBe(true);
  });

  it('a framed page does, also when the frame hides its origin', () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    expect(wantsEditing('')).toBe(true);
    vi.spyOn(window, 'top', 'get').mockImplementation(() => {
      throw new DOMException('Blocked a frame with origin', 'SecurityError');
    });
    expect(wantsEditing('')).toBe(true);
  });
});
