import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './filters-bar.tsx';

afterEach(cleanup);

const plans = [
  { value: '1', label: 'Básico' },
  { value: '2', label: 'Pro' },
];

describe('a filter select', () => {
  it('offers "all" first, standing for no filter', () => {
    const onChange = vi.fn();
    render(<FilterSelect label="Plan" value="2" allLabel="Todos" choices={plans} onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Plan' });
    expect(box.textContent).toBe('Pro');
    fireEvent.mouseDown(box);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Todos', 'Básico', 'Pro']);
    fireEvent.click(options[0]!);
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('shows a chosen value its choices lack (an id from the address before its list arrives)', () => {
    render(<FilterSelect label="Plan" value="42" allLabel="Todos" choices={plans} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Plan' }).textContent).toBe('#42');
  });
});
