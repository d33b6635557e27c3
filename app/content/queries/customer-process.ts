import { richText, type MapContext, type RichText } from '../../blocks/registry';
import { imageOf, type ImageModel } from '../images';
import { linkedItems } from '../links';
import { chosen, contentBoolean, firstAsset, text, titleOf } from '../read';
import { plainTextOf } from '../rich-text/plain-text';
import type { SmartLink } from '../smart-link';
import type { WireItemOf } from '../wire';
import { metaOf, type PageMeta } from './page-item';

import { filterFields, type FilterField } from './filter-fields';

export { filterFields, type FilterField };

export interface ProcessTag {
  /** The role, topic or business area codename: what filters select. */
  value: string;
  smart: SmartLink;
  title: string;
  icon?: ImageModel;
}

export interface Substep {
  key: string;
  smart: SmartLink;
  title: string;
  description: RichText | null;
  tags: Record<FilterField, ProcessTag[]>;
  popup?: { smart: SmartLink; title: string; body: RichText | null };
  tips: { key: string; smart: SmartLink; title: string; text: string }[];
}

export interface ProcessPhase {
  key: string;
  smart: SmartLink;
  title: string;
  description: string;
  touchPointPhase?: string;
  substeps: Substep[];
}

export interface FilterOption {
  value: string;
  /** The filter select item. */
  smart: SmartLink;
  label: string;
  /** The role, topic or business area whose title is the label when the option has no label of its own. */
  labelSmart?: SmartLink;
  icon?: ImageModel;
  hidden: boolean;
}

export interface ProcessFilter {
  key: string;
  smart: SmartLink;
  title: string;
  field: FilterField;
  multiple: boolean;
  options: FilterOption[];
}

export interface CustomerProcessPage {
  kind: 'customer_process_page';
  smart: SmartLink;
  title: string;
  intro: RichText | null;
  process: {
    smart: SmartLink;
    title: string;
    touchPointPhases: { key: string; smart: SmartLink; title: string; description: string }[];
    phases: ProcessPhase[];
  } | null;
  filters: ProcessFilter[];
  meta: PageMeta;
}

/** What a substep is tagged with, and what a filter option selects (product §3). */
const tagTypes = ['role', 'topic', 'business_area'] as const;

function tag(item: WireItemOf<(typeof tagTypes)[number]>): ProcessTag {
  return { value: item.system.codename, smart: { itemId: item.system.id }, title: titleOf(item), icon: imageOf(firstAsset(item, 'icon')) };
}

function mapSubstep(item: WireItemOf<'substep'>, context: MapContext): Substep {
  const popup = linkedItems(item, 'popup', context.modular, 'step_popup')[0];
  // The filter fields are also the substep's tag elements: the model checks each name against both types.
  const tagsOf = (field: FilterField) => linkedItems(item, field, context.modular, ...tagTypes).map(tag);
  const tags: Record<FilterField, ProcessTag[]> = { roles: tagsOf('roles'), topics: tagsOf('topics'), business_areas: tagsOf('business_areas') };
  return {
    key: item.system.codename,
    smart: { itemId: item.system.id },
    title: text(item, 'title'),
    description: richText(item, 'description', context),
    tags,
    ...(popup ? { popup: { smart: { itemId: popup.system.id }, title: text(popup, 'title'), body: richText(popup, 'body', context) } } : {}),
    tips: linkedItems(item, 'tips', context.modular, 'step_tip').map((tip) => ({
      key: tip.system.codename,
      smart: { itemId: tip.system.id },
      title: text(tip, 'title'),
      text: text(tip, 'text'),
    })),
  };
}

function mapFilter(item: WireItemOf<'filter'>, context: MapContext): ProcessFilter | null {
  const field = chosen(item, 'field', filterFields);
  if (!field) {
    console.warn(`Mapping of content item ${item.system.codename} failed: unknown filter field`);
    return null;
  }
  return {
    key: item.system.codename,
    smart: { itemId: item.system.id },
    title: text(item, 'title'),
    field,
    multiple: contentBoolean(item, 'multiple'),
    options: linkedItems(item, 'options', context.modular, 'filter_select').flatMap((option) => {
      const value = linkedItems(option, 'value', context.modular, ...tagTypes)[0];
      if (!value) return [];
      const ownLabel = text(option, 'label');
      return [
        {
          value: value.system.codename,
          smart: { itemId: option.system.id },
          label: ownLabel || text(value, 'title'),
          ...(ownLabel ? {} : { labelSmart: { itemId: value.system.id } }),
          icon: imageOf(firstAsset(option, 'icon')) ?? imageOf(firstAsset(value, 'icon')),
          hidden: contentBoolean(option, 'hidden'),
        },
      ];
    }),
  };
}

/** product §2 customer process page: phases of substeps tagged by role, topic and business area, and its filters. */
export function mapCustomerProcessPage(item: WireItemOf<'customer_process_page'>, context: MapContext): CustomerProcessPage {
  const process = linkedItems(item, 'process', context.modular, 'customer_process')[0];
  const intro = richText(item, 'intro', context);
  return {
    kind: 'customer_process_page',
    smart: { itemId: item.system.id },
    title: text(item, 'title'),
    intro,
    process: process
      ? {
          smart: { itemId: process.system.id },
          title: text(process, 'title'),
          touchPointPhases: linkedItems(process, 'touch_point_phases', context.modular, 'touch_point_phase').map((phase) => ({
            key: phase.system.codename,
            smart: { itemId: phase.system.id },
            title: text(phase, 'title'),
            description: text(phase, 'description'),
          })),
          phases: linkedItems(process, 'phases', context.modular, 'process_phase').map((phase) => ({
            key: phase.system.codename,
            smart: { itemId: phase.system.id },
            title: text(phase, 'title'),
            description: text(phase, 'description'),
            touchPointPhase: linkedItems(phase, 'touch_point_phase', context.modular, 'touch_point_phase')[0]?.system.codename,
            substeps: linkedItems(phase, 'substeps', context.modular, 'substep').map((substep) => mapSubstep(substep, context)),
          })),
        }
      : null,
    filters: linkedItems(item, 'filters', context.modular, 'filter').flatMap((filter) => {
      const mapped = mapFilter(filter, context);
      return mapped ? [mapped] : [];
    }),
    // Without an SEO description the intro describes the page (a meta description is what search results show).
    meta: metaOf(item, plainTextOf(intro?.blocks ?? [])),
  };
}
