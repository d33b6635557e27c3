import type { TwoStepFlowModel } from './block';
import { elementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { RichText } from '../../components/rich-text/RichText';

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
