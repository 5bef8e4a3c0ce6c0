import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#web/test-screen.tsx';
import { FilterSelect, FiltersBar } from './filters-bar.tsx';

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

describe('the filters bar on a phone', () => {
  it('folds the filters behind one button that counts the active ones, and unfolds them', async () => {
    // A phone: every width query below 600 px matches (MUI's useMediaQuery asks matchMedia).
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    renderWithApp(
      <FiltersBar label="Filtros de ventas" active={2}>
        <FilterSelect label="Estado" value={null} allLabel="Todos" choices={plans} onChange={vi.fn()} />
      </FiltersBar>,
    );
    const toggle = await screen.findByRole('button', { name: 'Filtros (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Filtros de ventas' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(screen.getByRole('group', { name: 'Filtros de ventas' })).getByRole('combobox'),
    ).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
