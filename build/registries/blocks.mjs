// The block lists of app/blocks/generated/ (decision 132): the lists every content block must be on (the model's
// content types, the mappers, the first-load views and the rarer chunk's views) are derived from the folders, so a new
// block is its folder and nothing else. TypeScript cannot list a folder, so the lists are written as modules; the
// compiler then checks them like hand-written code (a kind without a view does not compile).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { foldersWith, generatedHeader, identifier, lines, root, writeModules } from './write.mjs';

export const blocksDirectory = path.join(root, 'app/blocks');
export const generatedBlocksDirectory = path.join(blocksDirectory, 'generated');

/** A view module declares its block's views (`export const views`) and, for a rarer block, `export const rarer = true`. */
const declaresViews = /^export const views\b/m;
/** A `block.ts` declares its blocks as `export const name = declareBlock(…)`: imported by name, so unused exports stay out. */
const declaredBlocks = /^export const (\w+) = declareBlock\b/gm;
const declaresRarer = /^export const rarer = true;/m;

/**
 * What each block folder holds, in the folders' order by name. A folder is a block when it has a `block.ts`; a view
 * module is its one `.tsx` file that exports `views`. Throws with the folder's name when a folder is ambiguous. What
 * the text misreads the compiler catches: a declaration left out leaves its types unmapped, a view left out its kind
 * without a view, and a match that is no declaration or views does not type.
 */
export function scanBlocks(directory = blocksDirectory) {
  return foldersWith(directory, 'block.ts').map((folder) => {
    const files = readdirSync(path.join(directory, folder)).sort();
    const read = (file) => readFileSync(path.join(directory, folder, file), 'utf8');
    const viewModules = files.filter((file) => file.endsWith('.tsx') && !file.includes('.test.') && declaresViews.test(read(file)));
    if (viewModules.length > 1) throw new Error(`app/blocks/${folder}: ${viewModules.join(' and ')} both export \`views\`; one module declares them`);
    const view = viewModules[0];
    return {
      folder,
      name: identifier(folder),
      declarations: [...read('block.ts').matchAll(declaredBlocks)].map((match) => match[1]),
      contentTypes: files.includes('content-type.ts'),
      view: view && { module: view.replace(/\.tsx$/, ''), rarer: declaresRarer.test(read(view)) },
      styles: files.filter((file) => file.endsWith('.css')),
    };
  });
}

const header = generatedHeader('app/blocks');

/** The generated modules' text by file name. */
export function blockModules(blocks) {
  const declaredIn = new Map();
  for (const block of blocks) {
    for (const name of block.declarations) {
      if (declaredIn.has(name))
        throw new Error(`app/blocks/${declaredIn.get(name)} and app/blocks/${block.folder} both declare \`${name}\`; names are unique`);
      declaredIn.set(name, block.folder);
    }
  }
  const typed = blocks.filter((block) => block.contentTypes);
  const firstLoad = blocks.filter((block) => block.view && !block.view.rarer);
  const rarer = blocks.filter((block) => block.view?.rarer);
  const declaring = blocks.filter((block) => block.declarations.length > 0);
  return {
    'content-types.ts': `${header}// Plain data with \`.ts\` imports: the model check runs it in Node (decision 070).
${lines(typed, (block) => `import { contentTypes as ${block.name} } from '../${block.folder}/content-type.ts';`)}

/** Every block's Kontent content types; app/content/model/content-types.ts takes them into the model. */
export const blockContentTypes = {
${lines(typed, (block) => `  ...${block.name},`)}
} as const;
`,
    'declarations.ts': `${header}${lines(declaring, (block) => `import { ${block.declarations.join(', ')} } from '../${block.folder}/block';`)}

/** Every \`export const … = declareBlock(…)\` of the folders' \`block.ts\` (../registry.ts). */
export const blockDeclarations = [
${lines(declaring, (block) => `  ${block.declarations.join(', ')},`)}
] as const;
`,
    'views.ts': `${header}// Every block's stylesheet is part of the page's stylesheet, the rarer blocks' too: their script loads later, their
// styles do not, so a rarer block's HTML from the worker is styled before its script arrives.
${lines(
  blocks.flatMap((block) => block.styles.map((style) => `import '../${block.folder}/${style}';`)),
  (line) => line,
)}
${lines(firstLoad, (block) => `import { views as ${block.name} } from '../${block.folder}/${block.view.module}';`)}

/** The views of the blocks in the first load; the rarer ones are in ./rarer-views.ts. */
export const firstLoadViews = {
${lines(firstLoad, (block) => `  ...${block.name},`)}
} as const;
`,
    'rarer-views.ts': `${header}// The blocks most pages do not have (\`export const rarer = true\` beside their views): one chunk, loaded by
// ../rarer-blocks.tsx when a page shows one of them or beside a screen's data (decision 097).
${lines(rarer, (block) => `import { views as ${block.name} } from '../${block.folder}/${block.view.module}';`)}

/** The views of the rarer blocks. */
export const rarerViews = {
${lines(rarer, (block) => `  ...${block.name},`)}
} as const;
`,
  };
}

/** Writes the block lists that differ from what the folders give; returns the files written. */
export function writeBlockRegistry(directory = blocksDirectory, target = generatedBlocksDirectory) {
  return writeModules(target, blockModules(scanBlocks(directory)));
}
