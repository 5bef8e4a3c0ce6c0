import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAction } from './use-action.ts';

describe('useAction', () => {
  it('is pending while the call runs and passes its result and failure through', async () => {
    let finish: (value: string) => void = () => undefined;
    const { result } = renderHook(() =>
      useAction(
        (name: string) => new Promise<string>((resolve) => (finish = (v) => resolve(`${v} ${name}`))),
      ),
    );
    expect(result.current.isPending).toBe(false);
    let call: Promise<string> = Promise.resolve('');
    act(() => {
      call = result.current.mutateAsync('Ana');
    });
    expect(result.current.isPending).toBe(true);
    await act(async () => finish('Hola'));
    await expect(call).resolves.toBe('Hola Ana');
    expect(result.current.isPending).toBe(false);

    const failing = renderHook(() => useAction(async () => Promise.reject(new Error('no'))));
    await act(async () => {
      await expect(failing.result.current.mutateAsync(undefined)).rejects.toThrow('no');
    });
    expect(failing.result.current.isPending).toBe(false);
  });
});
