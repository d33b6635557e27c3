import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DropdownSelect, type SelectOption } from './DropdownSelect';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const options: SelectOption[] = [
  { value: 'sales', label: 'Sales' },
  { value: 'service', label: 'Service' },
  { value: 'secret', label: 'Secret', hidden: true },
];

function Harness({ multiple }: { multiple: boolean }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <I18nProvider i18n={i18n}>
      <p data-testid="outside">outside</p>
      <DropdownSelect label="Role" options={options} value={value} onChange={setValue} multiple={multiple} />
      <output data-testid="value">{value.join(',')}</output>
    </I18nProvider>
  );
}

afterEach(cleanup);

const toggle = () => screen.getByRole('button', { name: /Role/ });
const listbox = () => screen.getByRole('listbox', { hidden: true });

describe('dropdown select', () => {
  it('single mode closes after a choice and shows the chosen label', () => {
    render(<Harness multiple={false} />);
    expect(listbox().hidden).toBe(true);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Service' }));
    expect(screen.getByTestId('value').textContent).toBe('service');
    expect(listbox().hidden).toBe(true);
    expect(toggle().textContent).toContain('Service');
  });

  it('multiple mode stays open, toggles values, shows chips and a count suffix on the label', () => {
    render(<Harness multiple />);
    // Nothing chosen: one chip stands for all options.
    expect(screen.getByText('All', { selector: '.chip' })).toBeTruthy();
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('option', { name: 'Sales' }));
    fireEvent.click(screen.getByRole('option', { name: 'Service' }));
    expect(listbox().hidden).toBe(false);
    expect(screen.getByTestId('value').textContent).toBe('sales,service');
    expect(toggle().textContent).toContain('Role (2)');
    fireEvent.click(screen.getByRole('option', { name: 'Sales' }));
    expect(screen.getByTestId('value').textContent).toBe('service');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Service' }));
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('the select-all entry chooses every visible option, then none; hidden options are never offered', () => {
    render(<Harness multiple />);
    fireEvent.click(toggle());
    expect(screen.queryByRole('option', { name: 'Secret' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Select all' }));
    expect(screen.getByTestId('value').textContent).toBe('sales,service');
    fireEvent.click(screen.getByRole('option', { name: 'Select all' }));
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('closes on a click outside and on Escape; the keyboard chooses', () => {
    render(<Harness multiple={false} />);
    fireEvent.click(toggle());
    fireEvent.pointerDown(screen.getByTestId('outside'));
    expect(listbox().hidden).toBe(true);
    fireEvent.click(toggle());
    fireEvent.keyDown(listbox(), { key: 'ArrowDown' });
    fireEvent.keyDown(listbox(), { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('service');
    fireEvent.click(toggle());
    fireEvent.keyDown(listbox(), { key: 'Escape' });
    expect(listbox().hidden).toBe(true);
  });
});
