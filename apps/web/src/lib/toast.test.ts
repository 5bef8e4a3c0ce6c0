import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectToastLayer, type Toast, toast, useToastsWanted } from './toast.ts';

describe('toasts', () => {
  it('asks for the toast layer with the first toast and shows what waited, in order, once it connects', () => {
    const wanted = renderHook(() => useToastsWanted());
    expect(wanted.result.current).toBe(false);

    act(() => {
      toast.error('Error de conexión');
      toast.success('Guardado');
    });
    expect(wanted.result.current).toBe(true);

    const shown: Toast[] = [];
    const disconnect = connectToastLayer((t) => shown.push(t));
    expect(shown).toEqual([
      { message: 'Error de conexión', variant: 'error' },
      { message: 'Guardado', variant: 'success' },
    ]);

    toast.info('Hola');
    expect(shown.at(-1)).toEqual({ message: 'Hola', variant: 'info' });

    disconnect();
    toast.warning('En espera');
    expect(shown).toHaveLength(3);
    const later: Toast[] = [];
    connectToastLayer((t) => later.push(t));
    expect(later).toEqual([{ message: 'En espera', variant: 'warning' }]);
  });
});
