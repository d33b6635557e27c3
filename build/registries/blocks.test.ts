import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockModules, blocksDirectory, generatedBlocksDirectory, scanBlocks, writeBlockRegistry } from './blocks.mjs';
import { expectCurrent, scratchFolder } from './test-support.ts';

describe('the block registry generator', () => {
  it('the modules in app/blocks/generated are the ones the folders give', () => {
    expectCurrent(blockModules(scanBlocks()), generatedBlocksDirectory);
  });

  it('reads each folder: content types, declarations, the view module, rarer or not, and the stylesheets', () => {
    const directory = scratchFolder({
      'quote/block.ts': "export const quote = declareBlock({ kind: 'quote' });\nexport const quoteText = (text: string) => text;\n",
      'quote/content-type.ts': 'export const contentTypes = {};',
      'quote/Quote.tsx': 'export function Quote() {}\nexport const views = {};\n',
      'quote/Quote.dom.test.tsx': 'export const views = {};\n',
      'quote/quote.css': '',
      'slide-show/block.ts': 'export const slideShow = declareBlock({});\nexport const slide = declareBlock({});\n',
      'slide-show/SlideShow.tsx': 'export const views = {};\nexport const rarer = true;\n',
      'helpers/format.ts': '',
      'tile/block.ts': '',
      'tile/Tile.tsx': '// views are to come\nexport function Tile() {}\n',
    });
    expect(scanBlocks(directory)).toEqual([
      { folder: 'quote', name: 'quote', declarations: ['quote'], contentTypes: true, view: { module: 'Quote', rarer: false }, styles: ['quote.css'] },
      {
        folder: 'slide-show',
        name: 'slideShow',
        declarations: ['slideShow', 'slide'],
        contentTypes: false,
        view: { module: 'SlideShow', rarer: true },
        styles: [],
      },
      // No declaration and no view: the generated lists leave them out, and the registry's and ContentBlock.tsx's
      // checks do not compile.
      { folder: 'tile', name: 'tile', declarations: [], contentTypes: false, view: undefined, styles: [] },
    ]);
    const modules = blockModules(scanBlocks(directory));
    expect(modules['content-types.ts']).toContain("import { contentTypes as quote } from '../quote/content-type.ts';");
    expect(modules['declarations.ts']).toContain("import { slideShow, slide } from '../slide-show/block';");
    expect(modules['declarations.ts']).not.toContain('quoteText');
    expect(modules['declarations.ts']).not.toContain('tile');
    expect(modules['views.ts']).toContain("import '../quote/quote.css';");
    expect(modules['views.ts']).toContain("import { views as quote } from '../quote/Quote';");
    expect(modules['views.ts']).not.toContain('slide-show');
    expect(modules['rarer-views.ts']).toContain("import { views as slideShow } from '../slide-show/SlideShow';");
    expect(modules['rarer-views.ts']).not.toContain('quote');
  });

  it('two blocks declaring the same name are an error that names them', () => {
    const directory = scratchFolder({
      'quote/block.ts': 'export const block = declareBlock({});',
      'tile/block.ts': 'export const block = declareBlock({});',
    });
    expect(() => blockModules(scanBlocks(directory))).toThrow('app/blocks/quote and app/blocks/tile both declare `block`; names are unique');
  });

  it('a folder with two view modules is an error that names them', () => {
    const directory = scratchFolder({ 'quote/block.ts': '', 'quote/A.tsx': 'export const views = {};', 'quote/B.tsx': 'export const views = {};' });
    expect(() => scanBlocks(directory)).toThrow('app/blocks/quote: A.tsx and B.tsx both export `views`; one module declares them');
  });

  it('writes only what changed', () => {
    const directory = scratchFolder({ 'quote/block.ts': '' });
    const target = path.join(directory, 'generated');
    expect(writeBlockRegistry(directory, target)).toEqual(['content-types.ts', 'declarations.ts', 'views.ts', 'rarer-views.ts']);
    expect(writeBlockRegistry(directory, target)).toEqual([]);
    writeFileSync(path.join(directory, 'quote/Quote.tsx'), 'export const views = {};\n');
    expect(writeBlockRegistry(directory, target)).toEqual(['views.ts']);
  });

  it('a view module is rarer exactly when it says so at run time too', async () => {
    for (const block of scanBlocks()) {
      if (!block.view) continue;
      const module: { views?: object; rarer?: boolean } = await import(path.join(blocksDirectory, block.folder, `${block.view.module}.tsx`));
      expect(module.views, block.folder).toBeTypeOf('object');
      expect(module.rarer === true, block.folder).toBe(block.view.rarer);
    }
  });
});
