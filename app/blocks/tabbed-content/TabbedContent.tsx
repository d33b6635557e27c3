import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { TabbedContentModel } from './block';
import { elementAttributes, insertableElementAttributes, itemElementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { RichText } from '../../components/rich-text/RichText';
import type { BlockViews } from '../view';

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; every panel is rendered so text is in the HTML. */
export function TabbedContent({ block }: { block: TabbedContentModel }) {
  const [active, setActive] = useState(0);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const next = (index + block.tabs.length) % block.tabs.length;
    setActive(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: block.tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  if (block.tabs.length === 0) return null;
  return (
    <section className="tabs" {...smartLinkAttributes(block.smart)}>
      {block.title && (
        <h2 className="block-title" {...elementAttributes('title')}>
          {block.title}
        </h2>
      )}
      <div className="tabs__list" role="tablist" onKeyDown={onKeyDown} {...insertableElementAttributes('tabs')}>
        {block.tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            className="tabs__tab"
            onClick={() => setActive(index)}
            // The tab's label is the tab item's title; its panel below is the same item.
            {...itemElementAttributes(tab.smart, 'title')}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {block.tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern: a panel without focusable content takes focus itself
          tabIndex={0}
          className="tabs__panel"
          {...smartLinkAttributes(tab.smart)}
        >
          <RichText value={tab.content} element="content" />
        </div>
      ))}
    </section>
  );
}

/**
 * The folder's view (app/blocks/view.ts). A rarer block: most pages do not have one, so its script loads after the
 * page's, when a page shows one or beside a screen's data (decision 097).
 */
export const views: BlockViews<'tabbed_content'> = { tabbed_content: (block) => <TabbedContent block={block} /> };
export const rarer = true;
