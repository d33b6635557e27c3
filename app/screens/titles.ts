import type { MessageDescriptor } from '@lingui/core';
import { type ScreenName, screens } from './screens';

/** Each screen's title, from its declaration. */
export const screenTitles = Object.fromEntries(screens.map((screen) => [screen.name, screen.title])) as Record<ScreenName, MessageDescriptor>;
