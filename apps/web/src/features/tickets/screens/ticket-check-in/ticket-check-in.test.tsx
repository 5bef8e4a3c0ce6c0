import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CHECK_IN_RESULTS, type CheckInReply } from '@vitrina/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '#web/app/providers.tsx';
import { CheckInResult } from '#web/features/tickets/components/check-in-result.tsx';
import { codeFromScan } from '#web/features/tickets/components/check-in-scan.ts';
import { testEvent } from '#web/features/tickets/test-events.ts';
import { loadScreenTexts } from '#web/lib/i18n.ts';
import { formatDate } from '#web/lib/use-format.ts';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { TicketCheckIn } from './ticket-check-in.tsx';

const day = 24 * 60 * 60 * 1000;
const event = (id: number, name: string, startsIn: number) =>
  testEvent({
    id,
    name,
    place: 'Caracas',
    starts_at: new Date(Date.now() + startsIn).toISOString(),
    ends_at: new Date(Date.now() + startsIn + 4 * 60 * 60 * 1000).toISOString(),
  });
const events = [event(1, 'Festival pasado', -30 * day), event(2, 'Concierto próximo', 2 * day)];
const firstAt = '2026-11-26T20:14:00.000Z';
const ticket = (checkedInAt: string | null) => ({
  code: 'ABCD1234EFGH',
  ticket_type: 'VIP',
  buyer: 'Ana Pérez',
  event_name: 'Concierto próximo',
  checked_in_at: checkedInAt,
});

const { calls, stubFetch, renderWithApp } = screenTest();

const renderScreen = () => renderWithApp([{ path: '/check-in', element: <TicketCheckIn /> }], '/check-in');

function renderResult(reply: CheckInReply) {
  render(
    <AppProviders>
      <CheckInResult reply={reply} seq={1} />
    </AppProviders>,
  );
}

const slow = { timeout: 8_000 };

beforeAll(() => loadScreenTexts());

describe('the door', { timeout: 60_000 }, () => {
  it('opens on the next event, admits a typed code once and refuses it the second time', async () => {
    let checkedIn = 0;
    stubFetch((call) => {
      if (call.url === '/api/ticket/ticket-bots') return jsonResponse({ ids: [1, 2], data: events });
      if (call.url === '/api/ticket/check-in/2')
        return jsonResponse({ event_id: 2, checked_in: checkedIn, sold: 10, recent: [] });
      if (call.url === '/api/ticket/check-in') {
        const first = checkedIn === 0;
        checkedIn = 1;
        return jsonResponse({
          result: first ? 'admitted' : 'already',
          message: first ? 'Bienvenida, Ana' : 'Ya ingresó',
          ticket: ticket(first ? null : firstAt),
          counts: { checked_in: 1, sold: 10 },
        });
      }
      return jsonResponse({ message: 'no' }, 404);
    });
    renderScreen();
    const input = await screen.findByRole('textbox', { name: 'Código de la entrada' }, slow);
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('combobox', { name: 'Evento' }).textContent).toContain('Concierto próximo');
    expect(await screen.findByText('0 de 10 ingresaron', {}, slow)).toBeTruthy();

    fireEvent.change(input, { target: { value: 'abcd-1234 efgh' } });
    expect((input as HTMLInputElement).value).toBe('ABCD-1234 EFGH');
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    const status = screen.getByRole('status', { name: '' });
    await waitFor(() => expect(status.textContent).toContain('Adelante'));
    expect(status.textContent).toContain('Ana Pérez · VIP');
    expect(status.getAttribute('aria-live')).toBe('assertive');
    expect((input as HTMLInputElement).value).toBe('');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/ticket/check-in', method: 'POST', body: { event_id: 2, code: 'ABCD1234EFGH' } },
    ]);
    expect(await screen.findByText('1 de 10 ingresaron', {}, slow)).toBeTruthy();

    fireEvent.change(input, { target: { value: 'ABCD1234EFGH' } });
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    const time = formatDate(firstAt, 'es', { timeStyle: 'short' });
    await waitFor(() => expect(status.textContent).toContain(`Ya ingresó a las ${time}`));
    expect(status.querySelector('[data-result]')?.getAttribute('data-result')).toBe('already');
  });

  /** The festival with nothing sold yet on screen, and the camera button pressed. */
  const turnCameraOnForNoSales = async () => {
    stubFetch((call) =>
      call.url === '/api/ticket/ticket-bots'
        ? jsonResponse({ ids: [2], data: [events[1]] })
        : jsonResponse({ event_id: 2, checked_in: 0, sold: 0, recent: [] }),
    );
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Usar cámara' }, slow));
  };

  it('says so when there is no camera, and typing still works', async () => {
    await turnCameraOnForNoSales();
    expect(
      await screen.findByText(
        'Este dispositivo no tiene una cámara disponible. Escriba el código.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Código de la entrada' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apagar cámara' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when the camera is refused', async () => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { mediaDevices: { getUserMedia } }));
    await turnCameraOnForNoSales();
    expect(await screen.findByText(/No hay permiso para usar la cámara/, {}, slow)).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
  });

  it('shows each result in green or red with its reason', () => {
    const texts: Record<(typeof CHECK_IN_RESULTS)[number], string> = {
      admitted: 'Adelante',
      already: `Ya ingresó a las ${formatDate(firstAt, 'es', { timeStyle: 'short' })}`,
      other_event: 'Entrada de otro evento',
      not_valid: 'Venta no verificada',
      unknown: 'Código desconocido',
    };
    for (const result of CHECK_IN_RESULTS) {
      renderResult({
        result,
        message: '…',
        ticket: result === 'unknown' ? null : ticket(result === 'already' ? firstAt : null),
        counts: { checked_in: 0, sold: 0 },
      });
      const panel = screen.getByRole('status');
      expect(panel.textContent, result).toContain(texts[result]);
      const paper = panel.querySelector('[data-result]') as HTMLElement;
      expect(paper.getAttribute('data-result')).toBe(result);
      if (result === 'other_event') expect(panel.textContent).toContain('Concierto próximo');
      cleanup();
    }
  });

  it('reads the code out of what a QR holds', () => {
    expect(codeFromScan(' abcd-1234efgh ')).toBe('ABCD1234EFGH');
    expect(codeFromScan('https://vitrina.example/entrada/ABCD1234EFGH')).toBe('ABCD1234EFGH');
    expect(codeFromScan('https://vitrina.example/t?code=abcd1234efgh')).toBe('ABCD1234EFGH');
  });
});
