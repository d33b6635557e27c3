import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { DataAttributes } from '../../content/smart-link';
import { Icon } from '../icon/Icon';
import './dropdown-select.css';

/** product §3 select option. */
export interface SelectOption {
  value: string;
  label: string;
  icon?: string;
  hidden?: boolean;
  /** Smart-link attributes of the content the label comes from, on every place the label shows. */
  attributes?: DataAttributes;
}

interface DropdownSelectProps {
  label: string;
  options: SelectOption[];
  value: string[];
  onChange: (value: string[]) => void;
  /** Multiple mode stays open, toggles values and shows chips; single mode closes after a choice. */
  multiple?: boolean;
  /** Smart-link attributes of the label's content and of the element the options come from. */
  labelAttributes?: DataAttributes;
  listAttributes?: DataAttributes;
  /** Single mode: shown while nothing is chosen, instead of "All" (a form's select that needs a choice). */
  placeholder?: string;
  /** For a form field: the button's id, and its invalid state and description (the field's error). */
  buttonProps?: { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}

const allOptions = msg({ id: 'select.all', message: 'All' });
const selectAll = msg({ id: 'select.selectAll', message: 'Select all' });
const remove = (label: string) => msg({ id: 'select.remove', message: `Remove ${label}` });

/**
 * product §4 dropdown select: a button opening a listbox (min width 16rem, max height 20rem, 8 px below, as wide as
 * the button: product §9). It closes on a second click, on Escape and on a click outside. Keyboard: arrows move,
 * Enter or Space choose, Home and End jump.
 */
export function DropdownSelect({
  label,
  options,
  value,
  onChange,
  multiple = false,
  labelAttributes,
  listAttributes,
  placeholder,
  buttonProps,
}: DropdownSelectProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const visible = options.filter((option) => !option.hidden);
  // The select-all entry is the first row in multiple mode.
  const rows: Array<SelectOption | 'all'> = multiple ? ['all', ...visible] : visible;
  const chosen = visible.filter((option) => value.includes(option.value));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const page = root.current?.ownerDocument;
    page?.addEventListener('pointerdown', onPointerDown);
    list.current?.focus();
    return () => page?.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const choose = (row: SelectOption | 'all') => {
    if (row === 'all') {
      onChange(chosen.length === visible.length ? [] : visible.map((option) => option.value));
      return;
    }
    if (!multiple) {
      onChange(value.includes(row.value) ? [] : [row.value]);
      setOpen(false);
      button.current?.focus();
      return;
    }
    onChange(value.includes(row.value) ? value.filter((item) => item !== row.value) : [...value, row.value]);
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: rows.length - 1 };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActive(Math.max(0, Math.min(rows.length - 1, move)));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const row = rows[active];
      if (row) choose(row);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setOpen(false);
      if (event.key === 'Escape') button.current?.focus();
    }
  };

  const rowId = (index: number) => `${id}-option-${index}`;
  const isSelected = (row: SelectOption | 'all') => (row === 'all' ? chosen.length === visible.length : value.includes(row.value));
  const summary = multiple ? '' : (chosen[0]?.label ?? placeholder ?? i18n._(allOptions));
  const summaryAttributes = multiple ? undefined : chosen[0]?.attributes;

  return (
    <div className="dropdown-select" ref={root}>
      <button
        {...buttonProps}
        ref={button}
        type="button"
        className="dropdown-select__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((current) => !current)}
      >
        <span className="dropdown-select__label">
          <span {...labelAttributes}>{label}</span>
          {multiple && chosen.length > 0 && <span className="dropdown-select__count"> ({chosen.length})</span>}
        </span>
        {summary && (
          <span className="dropdown-select__value" {...summaryAttributes}>
            {summary}
          </span>
        )}
        <Icon name="chevron-down" />
      </button>
      {multiple && (
        <ul className="dropdown-select__chips" aria-label={label}>
          {chosen.length === 0 ? (
            <li className="chip chip--all">{i18n._(allOptions)}</li>
          ) : (
            chosen.map((option) => (
              <li key={option.value} className="chip">
                <span {...option.attributes}>{option.label}</span>
                <button type="button" className="chip__remove" aria-label={i18n._(remove(option.label))} onClick={() => choose(option)}>
                  <Icon name="close" size={14} />
                </button>
              </li>
            ))
          )}
        </ul>
      )}
      <ul
        ref={list}
        id={`${id}-list`}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WAI-ARIA listbox pattern: the list is the listbox, its keys move aria-activedescendant
        role="listbox"
        aria-label={label}
        aria-multiselectable={multiple || undefined}
        aria-activedescendant={open ? rowId(active) : undefined}
        tabIndex={-1}
        hidden={!open}
        className="dropdown-select__list"
        onKeyDown={onListKeyDown}
        {...listAttributes}
      >
        {rows.map((row, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: options are not focused themselves; the listbox's aria-activedescendant points at them
          // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys (arrows, Home, End, Enter, Space) for every option
          <li
            key={row === 'all' ? '__all' : row.value}
            id={rowId(index)}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WAI-ARIA listbox pattern: an option is a list item
            role="option"
            aria-selected={isSelected(row)}
            className={`dropdown-select__option${index === active ? ' dropdown-select__option--active' : ''}`}
            onClick={() => {
              setActive(index);
              choose(row);
            }}
          >
            <span className="dropdown-select__check" aria-hidden="true">
              {isSelected(row) && <Icon name="check" size={16} />}
            </span>
            {row === 'all' ? i18n._(selectAll) : <span {...row.attributes}>{row.label}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
