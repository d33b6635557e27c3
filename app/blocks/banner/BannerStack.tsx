import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { BannerModel } from './block';
import { browserWindow } from '../../dom';
import { Banner } from './Banner';
import { isActive, stackOf } from './stack';
import type { BlockViews } from '../view';

/**
 * The banners of a page, stacked (product §4): active ones only, ordered by priority. The stack publishes its total
 * height as --banner-stack-height (measured, debounced 10 ms per product §9) for layouts that offset content by it.
 */
export function BannerStack({ banners, now = Date.now() }: { banners: BannerModel[]; now?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [heights, setHeights] = useState<Record<string, number>>({});
  const { items, height } = stackOf(
    banners.map((banner) => ({ ...banner, id: banner.key, active: isActive(banner.validUntil, now), height: heights[banner.key] ?? 0 })),
  );

  useEffect(() => {
    const element = ref.current;
    const Observer = browserWindow()?.ResizeObserver;
    if (!element || !Observer) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next: Record<string, number> = {};
        element.querySelectorAll<HTMLElement>('[data-banner-id]').forEach((node) => {
          next[node.dataset.bannerId ?? ''] = node.offsetHeight;
        });
        setHeights(next);
      }, 10);
    };
    const observer = new Observer(measure);
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, []);

  if (items.length === 0) return null;
  return (
    <div ref={ref} className="banner-stack" style={{ '--banner-stack-height': `${height}px` } as CSSProperties}>
      {items.map((banner, index) => (
        <Banner key={banner.key} banner={banner} eager={index === 0} />
      ))}
    </div>
  );
}

/**
 * The folder's view (app/blocks/view.ts). A rarer block: most pages do not have one, so its script loads after the
 * page's, when a page shows one or beside a screen's data (decision 097).
 */
export const views: BlockViews<'banner'> = { banner: (block, { eager }) => <Banner banner={block} eager={eager} /> };
export const rarer = true;
