import { text } from '../../content/read';
import { base, type BlockBase, declareBlock } from '../define';
import { type RichText, richText } from '../rich-text';

export interface TwoStepFlowModel extends BlockBase<'two_step_flow'> {
  title: string;
  steps: { title: string; content: RichText | null; titleElement: string; contentElement: string }[];
}

export const twoStepFlow = declareBlock({
  kind: 'two_step_flow',
  types: ['two_step_flow'],
  map: (item, context, asComponent): TwoStepFlowModel => ({
    ...base('two_step_flow', item, asComponent),
    title: text(item, 'title'),
    steps: (['first', 'second'] as const).map((step) => ({
      title: text(item, `${step}_step_title`),
      content: richText(item, `${step}_step`, context),
      titleElement: `${step}_step_title`,
      contentElement: `${step}_step`,
    })),
  }),
});
