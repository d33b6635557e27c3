import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { CustomerProcessPage } from '../../content/queries/customer-process';
import type { FilterField } from '../../content/queries/filter-fields';
import { elementAttributes, insertableElementAttributes, itemElementAttributes, noHighlight, smartLinkAttributes } from '../../content/smart-link';
import { DropdownSelect } from '../dropdown-select/DropdownSelect';
import { PageHeader } from '../page-header/PageHeader';
import { RichText } from '../rich-text/RichText';
import { filterPhases, searchFromSelection, selectionFromSearch, type Selection } from './filters';
import './customer-process.css';

const filtersLabel = msg({ id: 'customerProcess.filters', message: 'Filters' });
const noResults = msg({ id: 'customerProcess.noResults', message: 'No steps match the chosen filters.' });
const reset = msg({ id: 'customerProcess.reset', message: 'Reset filters' });
const tips = msg({ id: 'customerProcess.tips', message: 'Tips' });

export interface CustomerProcessProps {
  page: CustomerProcessPage;
  /** The filters as the page's query holds them (`?roles=…&topics=…`). */
  search: Readonly<Partial<Record<FilterField, string>>>;
  /** Puts changed filters into the query (undefined drops a key). */
  onSearchChange: (filters: Record<FilterField, string | undefined>) => void;
}

/**
 * product §2 customer process: phases of substeps, filtered by role, topic and business area. The filters live in
 * the URL (`?roles=…&topics=…`), so a filtered view can be shared and Back undoes a choice.
 */
export function CustomerProcess({ page, search, onSearchChange }: CustomerProcessProps) {
  const { i18n } = useLingui();
  const selection = selectionFromSearch(search);
  const phases = page.process ? filterPhases(page.process.phases, selection) : [];
  const touchPoints = new Map(page.process?.touchPointPhases.map((phase) => [phase.key, phase]));
  const touchPointOf = (key: string | undefined) => (key ? touchPoints.get(key) : undefined);
  const setSelection = (next: Selection) => onSearchChange(searchFromSelection(next));
  const filtered = Object.values(selection).some((values) => values?.length);

  return (
    <div className="screen screen--customer-process" {...smartLinkAttributes(page.smart)}>
      <PageHeader title={page.title} intro={<RichText value={page.intro} element="intro" className="page-intro" />} />
      {page.filters.length > 0 && (
        <section className="process-filters" aria-label={i18n._(filtersLabel)} {...insertableElementAttributes('filters')}>
          {page.filters.map((filter) => (
            <div key={filter.key} {...smartLinkAttributes(filter.smart)}>
              <DropdownSelect
                label={filter.title}
                multiple={filter.multiple}
                options={filter.options.map((option) => ({
                  value: option.value,
                  label: option.label,
                  hidden: option.hidden,
                  // The label is the option's own, or the title of the role, topic or business area it selects.
                  attributes: option.labelSmart ? itemElementAttributes(option.labelSmart, 'title') : itemElementAttributes(option.smart, 'label'),
                }))}
                labelAttributes={elementAttributes('title')}
                // The options open as a popup over the page: marked, without an add button over them.
                listAttributes={elementAttributes('options')}
                value={selection[filter.field] ?? []}
                onChange={(values) => setSelection({ ...selection, [filter.field]: values })}
              />
            </div>
          ))}
          {filtered && (
            <button type="button" className="process-filters__reset" onClick={() => setSelection({})}>
              {i18n._(reset)}
            </button>
          )}
        </section>
      )}
      {page.process && (
        <section className="process" {...smartLinkAttributes(page.process.smart)}>
          <h2 className="block-title" {...elementAttributes('title')}>
            {page.process.title}
          </h2>
          {phases.length === 0 && <p role="status">{i18n._(noResults)}</p>}
          <ol className="process__phases" {...insertableElementAttributes('phases')}>
            {phases.map((phase) => (
              <li key={phase.key} className="process__phase" {...smartLinkAttributes(phase.smart)}>
                <h3 className="process__phase-title" {...elementAttributes('title')}>
                  {phase.title}
                </h3>
                {touchPointOf(phase.touchPointPhase)?.title && (
                  // The phase's `touch_point_phase` element, showing that item's title.
                  <p className="process__touch-point" {...elementAttributes('touch_point_phase')}>
                    <span {...itemElementAttributes(touchPointOf(phase.touchPointPhase)?.smart, 'title')}>
                      {touchPointOf(phase.touchPointPhase)?.title}
                    </span>
                  </p>
                )}
                <ol className="process__substeps" {...insertableElementAttributes('substeps')}>
                  {phase.substeps.map((substep) => (
                    <li key={substep.key} className="process__substep" data-substep={substep.key} {...smartLinkAttributes(substep.smart)}>
                      <h4 className="process__substep-title" {...elementAttributes('title')}>
                        {substep.title}
                      </h4>
                      {/* A card's short description with the tags right below it: its right edge is free. */}
                      <RichText value={substep.description} element="description" addButtonAt="right" />
                      <ul className="process__tags">
                        {[...substep.tags.roles, ...substep.tags.topics, ...substep.tags.business_areas].map((tag) => (
                          // A role, topic or business area repeats on many substeps: marked, not highlighted each time.
                          <li key={tag.value} className="process__tag" {...itemElementAttributes(tag.smart, 'title')} {...noHighlight}>
                            {tag.title}
                          </li>
                        ))}
                      </ul>
                      {substep.tips.length > 0 && (
                        <div className="process__tips" {...insertableElementAttributes('tips', 'right')}>
                          <span className="visually-hidden">{i18n._(tips)}: </span>
                          {substep.tips.map((tip) => (
                            <p key={tip.key} {...smartLinkAttributes(tip.smart)}>
                              <strong {...elementAttributes('title')}>{tip.title}</strong>
                              {tip.text && tip.text !== tip.title && (
                                <>
                                  {': '}
                                  <span {...elementAttributes('text')}>{tip.text}</span>
                                </>
                              )}
                            </p>
                          ))}
                        </div>
                      )}
                      {substep.popup && (
                        <details className="process__popup" {...smartLinkAttributes(substep.popup.smart)}>
                          <summary {...elementAttributes('title')}>{substep.popup.title}</summary>
                          <RichText value={substep.popup.body} element="body" />
                        </details>
                      )}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
