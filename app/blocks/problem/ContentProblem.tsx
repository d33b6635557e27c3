import type { LeftOutCause, ProblemBlock } from './block';
import { smartLinkAttributes } from '../../content/smart-link';
import type { BlockViews } from '../view';

/**
 * Editor-only text, in English like the editing overlay's own (product §8 "Editing overlay"): retailers never see
 * it, so it adds nothing to their locale catalogs (decision 123).
 */
const what: Readonly<Record<LeftOutCause, string>> = {
  unparsable: 'This rich text could not be read, so retailers see nothing here. Check its markup.',
  'mapping-failed': 'This content item could not be shown, so retailers see nothing here.',
  'not-found': 'The inserted content item was not found: it may be unpublished, deleted or not translated.',
  'not-supported': 'The inserted content item is not supported here, so retailers see nothing here.',
};

/** A notice in place of content the site left out, shown in an editor's preview only (./block.ts). */
export function ContentProblem({ problem }: { problem: ProblemBlock }) {
  return (
    <div className="content-problem" role="note" lang="en" {...smartLinkAttributes(problem.smart)}>
      <p className="content-problem__title">Not shown to retailers</p>
      <p>{what[problem.cause]}</p>
      <p className="content-problem__where">
        Item <code>{problem.item}</code>
        {problem.element && (
          <>
            , element <code>{problem.element}</code>
          </>
        )}
        : <code>{problem.detail}</code>
      </p>
    </div>
  );
}

/**
 * The folder's view (app/blocks/view.ts). Rarer: an editor's preview only (decision 123), never part of a retailer's
 * first load.
 */
export const views: BlockViews<'problem'> = { problem: (block) => <ContentProblem problem={block} /> };
export const rarer = true;
