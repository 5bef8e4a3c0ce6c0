import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '#web/app/providers.tsx';
import { changeLanguage } from '#web/lib/i18n.ts';
import { ConfirmProvider, useConfirm, useConfirmDelete } from './confirm-dialog.tsx';
import type { ConfirmOptions } from './confirm-options.ts';

let answers: boolean[] = [];

function Asker({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={async () => answers.push(await confirm(options))}>
      ask
    </button>
  );
}

function DeleteAsker() {
  const confirmDelete = useConfirmDelete();
  return (
    <button type="button" onClick={async () => answers.push(await confirmDelete())}>
      delete
    </button>
  );
}

/** The confirmation dialog is the panel's (app/layout/panel-root.tsx); here it stands alone. */
const renderWithConfirm = (ui: ReactNode) =>
  render(
    <AppProviders>
      <ConfirmProvider>{ui}</ConfirmProvider>
    </AppProviders>,
  );

afterEach(async () => {
  cleanup();
  answers = [];
  await changeLanguage('es');
});

describe('confirm dialog', () => {
  it('resolves true on yes and labels the dialog with its title and message', async () => {
    renderWithConfirm(<Asker options={{ title: 'Publicar', message: '¿Publicar la tienda?' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publicar' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('¿Publicar la tienda?')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    });
    await waitFor(() => expect(answers).toEqual([true]));
  });

  it('resolves false on cancel and on Escape', async () => {
    renderWithConfirm(<Asker options={{ message: 'm', cancelText: 'No', confirmText: 'Vale' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'No' }));
    });
    await waitFor(() => expect(answers).toEqual([false]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    await waitFor(() => expect(answers).toEqual([false, false]));
  });

  it('asks "¿Esta seguro de eliminar esto?" with the focus on cancel', async () => {
    renderWithConfirm(<DeleteAsker />);
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await screen.findByText('¿Esta seguro de eliminar esto?');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancelar'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    });
    await waitFor(() => expect(answers).toEqual([true]));
  });

  it('speaks English when the panel does', async () => {
    await changeLanguage('en');
    renderWithConfirm(<DeleteAsker />);
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    expect(await screen.findByText('Are you sure you want to delete this?')).toBeTruthy();
  });
});
