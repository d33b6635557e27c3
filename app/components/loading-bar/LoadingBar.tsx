import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import './loading-bar.css';

/**
 * product §9 loading indicator values, kept with the shell's look (2 px, #419468 in CSS): a navigation shorter than
 * the throttle never shows the bar; the bar creeps towards the end over the duration, then completes, hides after
 * the hide delay and resets after the reset delay.
 */
export const loadingBarTimings = { durationMs: 2000, throttleMs: 200, hideDelayMs: 500, resetDelayMs: 400 } as const;

type Phase = 'idle' | 'loading' | 'done';

/** The loading bar at the top of the page while the router resolves a navigation (product §2). */
export function LoadingBar() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' || state.isLoading });
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const shown = useRef(false);

  useEffect(() => {
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    if (pending) {
      timers.push(
        setTimeout(() => {
          shown.current = true;
          setPhase('loading');
          setProgress(0);
          // Next frame: the width transition runs from 0 towards 90 % over the duration.
          timers.push(setTimeout(() => setProgress(90), 16));
        }, loadingBarTimings.throttleMs),
      );
    } else if (shown.current) {
      shown.current = false;
      setPhase('done');
      setProgress(100);
      timers.push(
        setTimeout(() => {
          setPhase('idle');
          timers.push(setTimeout(() => setProgress(0), loadingBarTimings.resetDelayMs));
        }, loadingBarTimings.hideDelayMs),
      );
    }
    return () => timers.forEach(clearTimeout);
  }, [pending]);

  return (
    <div
      className="loading-bar"
      data-phase={phase}
      aria-hidden="true"
      style={{
        transform: `scaleX(${progress / 100})`,
        opacity: phase === 'idle' ? 0 : 1,
        transitionDuration: phase === 'loading' && progress > 0 ? `${loadingBarTimings.durationMs}ms, 150ms` : '200ms, 400ms',
      }}
    />
  );
}
