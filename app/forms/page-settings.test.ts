import { describe, expect, it } from 'vitest';
import type { FormsPageHolder } from '../router-context';
import { formsPageSettings } from './page-settings';
import type { FormsPageSettings } from './submission';

// Decision 125: the browser's router keeps the dehydrated form settings as they came; the forms' code checks them when
// a form first reads them, so the check is no part of the page's first load.
const settings: FormsPageSettings = {
  xsrfToken: 'token',
  stamps: { contact: 'stamp-contact', newsletter: 'stamp-newsletter' },
  key: 'key-12345678',
  botCheck: null,
};

describe('the forms’ page settings', () => {
  it('the worker’s are read as they are', () => {
    expect(formsPageSettings({ current: settings })).toBe(settings);
  });

  it('dehydrated ones are checked when first read, then kept', () => {
    const holder: FormsPageHolder = { current: undefined, dehydrated: { ...settings } };
    expect(formsPageSettings(holder)).toEqual(settings);
    expect(holder.current).toEqual(settings);
  });

  it('dehydrated ones of another shape are not used', () => {
    for (const dehydrated of [
      undefined,
      null,
      'settings',
      { ...settings, stamps: { contact: 'only one' } },
      { ...settings, botCheck: { siteKey: 1 } },
    ]) {
      const holder: FormsPageHolder = { current: undefined, dehydrated };
      expect(formsPageSettings(holder)).toBeUndefined();
      expect(holder.current).toBeUndefined();
    }
  });
});
