import { useEffect, useState, type RefObject } from 'react';
import { deferred } from '../deferred';

export type Enhancement = typeof import('./enhance');

/** The forms' script (Conform, the rules, the bot check): one chunk, loaded once, retried after a failed load. */
const enhanceModule = deferred(() => import('./enhance'));

/** What counts as interest in a form: the pointer over it, a touch, focus inside it, a key pressed in it. */
const interest = ['pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * A form is plain HTML until a visitor shows interest in it (decision 080): then its enhancement loads (validation
 * on blur, sending in place, the bot check). Until it has, a submit is the browser's own post, which the worker
 * answers with the page. So no page's first load carries the forms' script.
 */
export function useEnhancement(form: RefObject<HTMLFormElement | null>): Enhancement | null {
  const [enhancement, setEnhancement] = useState<Enhancement | null>(null);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    let live = true;
    const stop = () => {
      for (const type of interest) element.removeEventListener(type, start);
    };
    function start() {
      stop();
      enhanceModule.load().then(
        (loaded) => live && setEnhancement(loaded),
        // The next sign of interest tries again; meanwhile the form posts without script.
        () => live && listen(),
      );
    }
    const listen = () => {
      for (const type of interest) element.addEventListener(type, start, { passive: true });
    };
    // Focus may already be inside (a visitor tabbing in before hydration finished).
    if (element.contains(element.ownerDocument.activeElement)) start();
    else listen();
    return () => {
      live = false;
      stop();
    };
  }, [form]);
  return enhancement;
}
