import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TicketEvent } from '@vitrina/contract';
import { describe, expect, it, vi } from 'vitest';
import { testEvent } from '#web/features/tickets/test-events.ts';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { EventFormDialog } from './event-form-dialog.tsx';

const event = testEvent({
  name: 'Concierto de Navidad',
  description: 'Orquesta en vivo',
  place: 'Teatro Teresa Carreño',
  starts_at: '2026-12-20T23:00:00.000Z',
  ticket_types: [
    { id: 11, name: 'General', price: 10, quota: 100, sold: 4, left: 96 },
    { id: 12, name: 'VIP', price: 25, quota: 20, sold: 0, left: 20 },
  ],
});

const { calls, toasts, stubFetch, renderWithApp } = screenTest();
const slow = { timeout: 8_000 };

function renderDialog(value: TicketEvent | null, onClose = vi.fn()) {
  renderWithApp(<EventFormDialog event={value} onClose={onClose} />);
  return onClose;
}

const field = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('textbox', { name });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('the event dialog', { timeout: 30_000 }, () => {
  it('adds and removes ticket types, sends them once with the moment and its offset, and closes', async () => {
    let release: (r: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const onClose = renderDialog(null);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo evento' }, slow);
    type(field(dialog, /Nombre del evento/), 'Festival de Jazz');
    type(field(dialog, /Lugar/), 'Plaza Altamira');
    type(dialog.querySelector('input[name="starts_at"]')!, '2026-12-05T20:00');

    // One type to start with, and it cannot be removed: an event needs one.
    const first = within(dialog).getByRole('group', { name: 'Tipo de entrada 1' });
    expect(within(first).getByRole('button', { name: /Quitar/ })).toHaveProperty('disabled', true);
    type(field(first, /Tipo de entrada/), 'General');
    type(field(first, /Precio/), '15.50');
    type(within(first).getByRole('spinbutton', { name: /Cupo/ }), '200');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar tipo de entrada' }));
    const second = within(dialog).getByRole('group', { name: 'Tipo de entrada 2' });
    type(field(second, /Tipo de entrada/), 'Palco');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar tipo de entrada' }));
    expect(within(dialog).getAllByRole('group', { name: /^Tipo de entrada \d$/ })).toHaveLength(3);
    // Removing the second leaves the first and the blank third; the third goes too.
    fireEvent.click(within(second).getByRole('button', { name: 'Quitar Palco' }));
    const third = within(dialog).getByRole('group', { name: 'Tipo de entrada 2' });
    expect(field(third, /Tipo de entrada/)).toHaveProperty('value', '');
    fireEvent.click(within(third).getByRole('button', { name: /Quitar/ }));
    expect(within(dialog).getAllByRole('group', { name: /^Tipo de entrada \d$/ })).toHaveLength(1);

    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    await act(async () => fireEvent.click(save));
    await waitFor(() => expect(calls).toHaveLength(1));
    // While the save runs the button is busy: a second click saves nothing more.
    expect(save).toHaveProperty('disabled', true);
    await act(async () => fireEvent.click(save));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/ticket/ticket-bots',
      method: 'POST',
      body: {
        name: 'Festival de Jazz',
        place: 'Plaza Altamira',
        status: 1,
        ends_at: null,
        ticket_types: [{ name: 'General', price: 15.5, quota: 200 }],
      },
    });
    expect((calls[0]!.body as { starts_at: string }).starts_at).toMatch(/^2026-12-05T20:00:00[+-]\d\d:\d\d$/);
    await act(async () => release(jsonResponse({ message: 'Evento creado', data: { ...event, id: 9 } })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts).toContainEqual({ message: 'Evento creado', variant: 'success' });
  });

  it('keeps a type that has sales and shows the server refusals on the row they name', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          message: 'Los datos ingresados son inválidos',
          errors: { 'ticket_types.0.quota': ['El cupo no puede ser menor que las 4 entradas ya vendidas'] },
        },
        422,
      ),
    );
    const onClose = renderDialog(event);
    const dialog = await screen.findByRole('dialog', { name: 'Editar evento' }, slow);
    const general = within(dialog).getByRole('group', { name: 'Tipo de entrada 1' });
    const vip = within(dialog).getByRole('group', { name: 'Tipo de entrada 2' });
    expect(within(general).getByRole('button', { name: 'Quitar General' })).toHaveProperty('disabled', true);
    expect(within(general).getByText('Tiene 4 entradas vendidas: no se puede quitar')).toBeTruthy();
    expect(within(vip).getByRole('button', { name: 'Quitar VIP' })).toHaveProperty('disabled', false);
    type(within(general).getByRole('spinbutton', { name: /Cupo/ }), '3');

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: '/api/ticket/ticket-update/7',
      method: 'POST',
      body: {
        ticket_types: [
          { id: 11, name: 'General', price: 10, quota: 3 },
          { id: 12, name: 'VIP', price: 25, quota: 20 },
        ],
      },
    });
    expect(
      await within(general).findByText('El cupo no puede ser menor que las 4 entradas ya vendidas'),
    ).toBeTruthy();
    expect(toasts).toContainEqual({
      message: 'Ha ocurrido un error al actualizar el evento',
      variant: 'error',
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends a chosen picture as multipart with the ticket types as JSON text', async () => {
    stubFetch(() => jsonResponse({ message: 'Evento actualizado', data: event }));
    renderDialog(event);
    const dialog = await screen.findByRole('dialog', { name: 'Editar evento' }, slow);
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'afiche.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Elegir imagen'), { target: { files: [picture] } });
    expect(within(dialog).getByRole('button', { name: /afiche\.png/ })).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = calls[0]!.body as Record<string, unknown>;
    expect(body.image).toBeInstanceOf(File);
    expect(body.status).toBe('1');
    expect(JSON.parse(String(body.ticket_types))).toEqual([
      { id: 11, name: 'General', price: 10, quota: 100 },
      { id: 12, name: 'VIP', price: 25, quota: 20 },
    ]);
  });
});
