import { useLingui } from '@lingui/react';
import { formatNumber } from '../../i18n/formats';
import type { StatBlockModel } from './block';
import { elementAttributes, smartLinkAttributes } from '../../content/smart-link';
import './stat-block.css';
import type { BlockViews } from '../view';

export function StatBlock({ stat }: { stat: StatBlockModel }) {
  const { i18n } = useLingui();
  return (
    <p className="stat-block" {...smartLinkAttributes(stat.smart)}>
      <span className="stat-block__value" {...elementAttributes('value')}>
        {formatNumber(i18n, stat.value)}
        {stat.unit && (
          <span className="stat-block__unit" {...elementAttributes('unit')}>
            {' '}
            {stat.unit}
          </span>
        )}
      </span>
      <span className="stat-block__label" {...elementAttributes('label')}>
        {stat.label}
      </span>
    </p>
  );
}

/** The folder's view (app/blocks/view.ts). */
export const views: BlockViews<'stat_block'> = { stat_block: (block) => <StatBlock stat={block} /> };
