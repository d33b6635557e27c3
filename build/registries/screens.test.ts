import { describe, expect, it } from 'vitest';
import { generatedScreensDirectory, scanScreens, screenModules } from './screens.mjs';
import { expectCurrent, scratchFolder } from './test-support.ts';

const screen = (constant: string, name: string) => `export const ${constant} = declareScreen({\n  name: '${name}',\n  segment: 'x',\n});\n`;

describe('the screen lists generator', () => {
  it('the modules in app/screens/generated are the ones the folders give', () => {
    expectCurrent(screenModules(scanScreens()), generatedScreensDirectory);
  });

  it('reads each folder: the declaration, the screen’s name and the route', () => {
    const directory = scratchFolder({
      'events/screen.ts': screen('eventsScreen', 'events'),
      'events/route.ts': 'export const eventsRoute = defineScreen({ screen: eventsScreen });\n',
      'contact-us/screen.ts': screen('contactUsScreen', 'contact-us'),
      'contact-us/route.ts': 'export const contactUsRoute = defineScreen({});\n',
      // No route yet: listed as a screen, not as a route, and app/screens/all-routes.ts does not compile.
      'draft/screen.ts': screen('draftScreen', 'draft'),
      'helpers/format.ts': '',
    });
    expect(scanScreens(directory)).toEqual([
      { folder: 'contact-us', screen: 'contactUsScreen', name: 'contact-us', route: 'contactUsRoute' },
      { folder: 'draft', screen: 'draftScreen', name: 'draft', route: undefined },
      { folder: 'events', screen: 'eventsScreen', name: 'events', route: 'eventsRoute' },
    ]);
    const modules = screenModules(scanScreens(directory));
    expect(modules['screens.ts']).toContain("import { draftScreen } from '../draft/screen';");
    expect(modules['screens.ts']).toContain('  eventsScreen,\n');
    expect(modules['screen-routes.ts']).toContain("import { contactUsRoute } from '../contact-us/route';");
    expect(modules['screen-routes.ts']).toContain('  "contact-us": contactUsRoute,\n');
    expect(modules['screen-routes.ts']).toContain('  "events": typeof eventsRoute;\n');
    expect(modules['screen-routes.ts']).not.toContain('draft');
  });

  it('a folder declaring two screens is an error that names them', () => {
    const directory = scratchFolder({ 'events/screen.ts': `${screen('eventsScreen', 'events')}${screen('moreScreen', 'more')}` });
    expect(() => scanScreens(directory)).toThrow('app/screens/events/screen.ts declares eventsScreen and moreScreen; a folder is one screen');
  });
});
