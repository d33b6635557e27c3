import { afterNextPaint } from '../../app/dom';

/** Resolves in the task after the browser's next paint: what `afterNextPaint` deferred before it has run by then. */
export const nextPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));
