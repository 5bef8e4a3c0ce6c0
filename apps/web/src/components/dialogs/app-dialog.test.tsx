import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '#web/lib/toast.ts';
import { AppDialog } from './app-dialog.tsx';

afterEach(cleanup);

describe('AppDialog', () => {
  it('reads out, inside the dialog, the toasts raised while it is open', () => {
    render(
      <AppDialog open aria-labelledby="title">
        <h2 id="title">Editar</h2>
      </AppDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar' });
    act(() => toast.error('No se pudo guardar'));
    expect(within(dialog).getByRole('alert').textContent).toBe('No se pudo guardar');
    act(() => toast.success('Guardado'));
    expect(within(dialog).getByRole('status').textContent).toBe('Guardado');
    expect(within(dialog).getByRole('alert').textContent).toBe('');
  });

  it('is the only way the panel opens a dialog', () => {
    const src = path.resolve(__dirname, '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
      });
    const direct = files(src).filter(
      (file) =>
        !file.endsWith('app-dialog.tsx') &&
        !/\.test\.tsx?$/.test(file) &&
        readFileSync(file, 'utf8').includes("from '@mui/material/Dialog'"),
    );
    expect(direct.map((file) => path.relative(src, file))).toEqual([]);
  });
});
