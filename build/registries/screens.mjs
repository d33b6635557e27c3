// The screen lists of app/screens/generated/ (decision 132): the screen table and the route table are derived from
// the screens' folders, so a new screen is its folder (and its texts in the catalogs). Each folder's `screen.ts`
// says `export const <name>Screen = declareScreen(…)` and its `route.ts` `export const <name>Route = defineScreen(…)`;
// the compiler checks the rest (a screen without its route does not compile: `routesByScreen` in
// app/screens/all-routes.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { foldersWith, generatedHeader, lines, root, writeModules } from './write.mjs';

export const screensDirectory = path.join(root, 'app/screens');
export const generatedScreensDirectory = path.join(screensDirectory, 'generated');

const declaredScreen = /^export const (\w+) = declareScreen\b/gm;
const definedRoute = /^export const (\w+) = defineScreen\b/gm;
/** The screen's name in its declaration (`name: 'faq'`): the key of its route (checked by app/screens/all-routes.ts). */
const screenName = /^ {2}name: '([\w-]+)',$/gm;

/** The one name `pattern` finds in a folder's file (its text, or undefined when missing); none, or a throw on two. */
function nameIn(folder, file, text, pattern) {
  if (text === undefined) return undefined;
  const names = [...text.matchAll(pattern)].map((match) => match[1]);
  if (names.length > 1) throw new Error(`app/screens/${folder}/${file} declares ${names.join(' and ')}; a folder is one screen`);
  return names[0];
}

/** Each screen folder (one with a `screen.ts`), in the folders' order by name: its declaration's, screen's and route's names. */
export function scanScreens(directory = screensDirectory) {
  return foldersWith(directory, 'screen.ts').map((folder) => {
    const read = (file) => (existsSync(path.join(directory, folder, file)) ? readFileSync(path.join(directory, folder, file), 'utf8') : undefined);
    const screen = read('screen.ts');
    return {
      folder,
      screen: nameIn(folder, 'screen.ts', screen, declaredScreen),
      name: nameIn(folder, 'screen.ts', screen, screenName),
      route: nameIn(folder, 'route.ts', read('route.ts'), definedRoute),
    };
  });
}

const header = generatedHeader('app/screens');

/** The generated modules' text by file name. */
export function screenModules(folders) {
  const declared = folders.filter((folder) => folder.screen);
  const routed = folders.filter((folder) => folder.route && folder.name);
  return {
    'screens.ts': `${header}${lines(declared, (folder) => `import { ${folder.screen} } from '../${folder.folder}/screen';`)}

/** Every folder's screen declaration (../screens.ts orders them into the screen table). */
export const declaredScreens = [
${lines(declared, (folder) => `  ${folder.screen},`)}
] as const;
`,
    'screen-routes.ts': `${header}${lines(routed, (folder) => `import { ${folder.route} } from '../${folder.folder}/route';`)}

/** Every folder's route by its screen's name (../all-routes.ts checks the names against the screen table). */
export const declaredRoutes = {
${lines(routed, (folder) => `  ${JSON.stringify(folder.name)}: ${folder.route},`)}
} as const;

/** Their types, for the pages' typed reads (../registry.ts): an interface, which the compiler reads lazily. */
export interface DeclaredRouteTypes {
${lines(routed, (folder) => `  ${JSON.stringify(folder.name)}: typeof ${folder.route};`)}
}
`,
  };
}

/** Writes the screen lists that differ from what the folders give; returns the files written. */
export function writeScreenRegistry(directory = screensDirectory, target = generatedScreensDirectory) {
  return writeModules(target, screenModules(scanScreens(directory)));
}
