import type { TwoStepFlowModel } from './block';
import { elementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { RichText } from '../../components/rich-text/RichText';
import type { BlockViews } from '../view';

export function TwoStepFlow({ flow }: { flow: TwoStepFlowModel }) {
  return (
    <section className="two-step" {...smartLinkAttributes(flow.smart)}>
      {flow.title && (
        <h2 className="block-title" {...elementAttributes('title')}>
          {flow.title}
        </h2>
      )}
      <ol className="two-step__steps">
        {flow.steps.map((step, index) => (
          <li key={step.titleElement} className="two-step__step">
            <span className="two-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="two-step__title" {...elementAttributes(step.titleElement)}>
              {step.title}
            </h3>
            <RichText value={step.content} element={step.contentElement} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The folder's view (app/blocks/view.ts). A rarer block: most pages do not have one, so its script loads after the
 * page's, when a page shows one or beside a screen's data (decision 097).
 */
export const views: BlockViews<'two_step_flow'> = { two_step_flow: (block) => <TwoStepFlow flow={block} /> };
export const rarer = true;
