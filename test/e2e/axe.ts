import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core on the page as it is. The builder's default mode runs axe in each frame and merges the frames' results in
 * a blank page it opens, and injects axe into, for every analysis: about 1.5 of the 2 s an analysis takes on a 2-core
 * machine, though our pages have no frames of another origin. Its legacy mode runs `axe.run` in the page itself and
 * still checks same-origin frames; only a page that holds a frame of another origin keeps the default mode, so that
 * no frame goes unchecked.
 */
export function axe(page: Page): AxeBuilder {
  const { origin } = new URL(page.url());
  const foreignFrame = page.frames().some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin);
  return new AxeBuilder({ page }).setLegacyMode(!foreignFrame);
}
