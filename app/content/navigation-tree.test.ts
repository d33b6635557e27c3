import { describe, expect, it } from 'vitest';
import { tree } from '../../test/fixtures/navigation-tree';
import { firstLevelsOf, hasChildren, registerNode, visibleNodes, type NavigationItem, type NavigationTree } from './navigation-tree';

/** The fixture with its register link moved two levels down, where a page's first levels do not reach. */
const deepRegister: NavigationTree = {
  smart: { itemId: 'root' },
  items: [
    ...tree.filter((item) => !item.register),
    {
      key: 'tools',
      title: 'Tools',
      children: [
        {
          key: 'tools_admin',
          title: 'Admin',
          children: [{ key: 'n3_register', title: 'Administration', href: '/#register', register: true, children: [] }],
        },
      ],
    },
  ],
};

describe('the first levels a page carries (decision 129)', () => {
  it('keeps each first level without its children, marked later where it has some', () => {
    const levels = firstLevelsOf({ items: tree });
    expect(levels.items.map((item) => [item.key, item.children.length, item.later])).toEqual([
      ['retail', 0, true],
      ['network', 0, true],
      ['administration', 0, undefined],
    ]);
    expect(levels.items.map(hasChildren)).toEqual([true, true, false]);
    // The rest of each node is the page's: title, link, click-to-edit ids.
    expect(levels.items[0]).toMatchObject({ key: 'retail', title: 'Retail' });
  });

  it('names the register node wherever it is in the whole tree, so the Administration button still shows', () => {
    const levels = firstLevelsOf(deepRegister);
    expect(registerNode(levels)).toEqual({ key: 'n3_register', title: 'Administration', href: '/#register', register: true, children: [] });
    expect(levels.smart).toEqual({ itemId: 'root' });
    expect(registerNode(deepRegister)?.key).toBe('n3_register');
  });

  it('is made once per tree, and leaves the tree as it was', () => {
    const whole: NavigationTree = { items: tree };
    const copy = structuredClone(whole);
    expect(firstLevelsOf(whole)).toBe(firstLevelsOf(whole));
    expect(whole).toEqual(copy);
  });

  it('lists a first level that links to the register anchor and has children of its own (later ones too)', () => {
    const register: NavigationItem = { key: 'admin', title: 'Admin', href: '/#register', register: true, children: [], later: true };
    expect(visibleNodes([register])).toEqual([register]);
    expect(visibleNodes([{ ...register, later: undefined }])).toEqual([]);
  });
});
