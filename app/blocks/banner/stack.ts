/** product §3 stacked banner item. */
export interface StackItem {
  id: string;
  priority: number;
  active: boolean;
  height: number;
}

/**
 * product §4 stack manager: the active items ordered by priority (1 first; equal priorities keep their order) and
 * the sum of their heights, which is the space the stack takes.
 */
export function stackOf<T extends StackItem>(items: readonly T[]): { items: T[]; height: number } {
  const active = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.active)
    .sort((a, b) => a.item.priority - b.item.priority || a.index - b.index)
    .map(({ item }) => item);
  return { items: active, height: active.reduce((sum, item) => sum + Math.max(0, item.height), 0) };
}

/** A banner is active until its valid-until date has passed. */
export function isActive(validUntil: string, now: number): boolean {
  return !validUntil || Date.parse(validUntil) > now;
}
