import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CounterCard } from './counter-card.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const format = (n: number) => `$${n}`;
const animated = () => screen.getByTestId('counter-animated').textContent;

describe('CounterCard', () => {
  it('counts from 0 to its value over 5 s, the frames written without a render', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const { rerender } = render(<CounterCard label="Ventas" value={undefined} format={format} integer />);
    expect(screen.queryByTestId('counter-animated')).toBeNull();
    rerender(<CounterCard label="Ventas" value={1000} format={format} integer />);
    expect(animated()).toBe('$0');
    act(() => vi.advanceTimersByTime(2_500));
    const halfway = Number(animated()?.slice(1));
    expect(halfway).toBeGreaterThan(500);
    expect(halfway).toBeLessThan(1000);
    act(() => vi.advanceTimersByTime(3_000));
    expect(animated()).toBe('$1000');
    // Screen readers get the value alone, from the first frame.
    expect(screen.getByText('$1000', { selector: 'span:not([aria-hidden])' })).toBeTruthy();
  });

  it('shows the value at once when reduced motion is asked for, and follows a new format', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const { rerender } = render(<CounterCard label="Ventas" value={0} format={format} integer />);
    expect(animated()).toBe('$0');
    rerender(<CounterCard label="Ventas" value={42} format={format} integer />);
    expect(animated()).toBe('$42');
    rerender(<CounterCard label="Ventas" value={42} format={(n) => `${n} US$`} integer />);
    expect(animated()).toBe('42 US$');
  });
});
