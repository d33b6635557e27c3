import { Await } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';

export interface SettledProps<T> {
  /** A value at hand, or one on its way (a deferred loader value). */
  value: T | Promise<T>;
  /** Shown while a promised value is on its way. */
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}

/**
 * Renders `children` with the value: at once when it is at hand, else behind Suspense with `fallback` until the promise
 * settles (TanStack's Await). A value at hand renders once, with no boundary to swap later (decision 096).
 */
export function Settled<T>({ value, fallback, children }: SettledProps<T>) {
  if (!(value instanceof Promise)) return children(value);
  return (
    <Suspense fallback={fallback}>
      <Await promise={value}>{children}</Await>
    </Suspense>
  );
}
