import { useMutation } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { screenTest } from '#web/test-screen.tsx';
import { DecisionButtons } from './decision-buttons.tsx';

// 1 approve, 2 reject, 3 back to pending: approving and rejecting ask first, pending does not.
type Decision = 1 | 2 | 3;
const names: Record<Decision, string> = { 1: 'Aprobar', 2: 'Rechazar', 3: 'Dejar pendiente' };

const { toasts, renderWithApp } = screenTest();
const slow = { timeout: 8_000 };

function Harness({
  options,
  send,
}: {
  options: Decision[];
  send: (variables: { id: number; opt: Decision }) => Promise<{ message: string }>;
}) {
  const mutation = useMutation({ mutationFn: send });
  return (
    <DecisionButtons
      label="Decisión"
      options={options}
      approve={1}
      reject={2}
      text={(opt) => names[opt]}
      ask={(opt) =>
        opt === 3
          ? undefined
          : { message: `¿${names[opt]} #9?`, confirmText: 'Sí', cancelText: 'Volver', destructive: opt === 2 }
      }
      id={9}
      field="opt"
      mutation={mutation}
      failureKey="toasts.common.missing"
    />
  );
}

const group = () => screen.findByRole('group', { name: 'Decisión' }, slow);

describe('decision buttons', { timeout: 30_000 }, () => {
  it('asks before a decision that asks, sends nothing when cancelled, and sends it once when confirmed', async () => {
    let release: (reply: { message: string }) => void = () => {};
    const send = vi.fn(
      (_variables: { id: number; opt: Decision }) =>
        new Promise<{ message: string }>((resolve) => (release = resolve)),
    );
    renderWithApp(<Harness options={[1, 2]} send={send} />);
    const buttons = await group();
    expect(
      within(buttons)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Aprobar', 'Rechazar']);

    fireEvent.click(within(buttons).getByRole('button', { name: 'Rechazar' }));
    let question = await screen.findByRole('alertdialog', {}, slow);
    expect(question.textContent).toContain('¿Rechazar #9?');
    await act(async () => {
      fireEvent.click(within(question).getByRole('button', { name: 'Volver' }));
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(send).not.toHaveBeenCalled();

    fireEvent.click(within(buttons).getByRole('button', { name: 'Aprobar' }));
    question = await screen.findByRole('alertdialog', {}, slow);
    await act(async () => {
      fireEvent.click(within(question).getByRole('button', { name: 'Sí' }));
    });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(send.mock.calls[0]?.[0]).toEqual({ id: 9, opt: 1 });
    // While it is sent, no second decision: every button is disabled.
    for (const button of within(buttons).getAllByRole('button'))
      expect(button).toHaveProperty('disabled', true);

    await act(async () => release({ message: 'Pago aprobado' }));
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Pago aprobado', variant: 'success' }));
    expect(within(buttons).getByRole('button', { name: 'Aprobar' })).toHaveProperty('disabled', false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('decides at once where nothing is asked and toasts a 409 in the server’s words', async () => {
    const conflict = 'El pago #9 ya fue decidido por otra persona.';
    const send = vi.fn(async (_variables: { id: number; opt: Decision }) => {
      throw new ApiError(409, conflict);
    });
    renderWithApp(<Harness options={[1, 3]} send={send} />);
    fireEvent.click(within(await group()).getByRole('button', { name: 'Dejar pendiente' }));
    await waitFor(() => expect(toasts).toContainEqual({ message: conflict, variant: 'error' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(send.mock.calls.map((call) => call[0])).toEqual([{ id: 9, opt: 3 }]);
  });

  it('renders nothing when no decision is open', async () => {
    renderWithApp(
      <>
        <p>detalle</p>
        <Harness options={[]} send={vi.fn()} />
      </>,
    );
    expect(await screen.findByText('detalle', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Decisión' })).toBeNull();
  });
});
