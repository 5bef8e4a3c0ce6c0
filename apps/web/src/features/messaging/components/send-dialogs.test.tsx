import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Customer, Product } from '@vitrina/contract';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { SendCustomerActions } from './send-customer-actions.tsx';
import { SendImageDialog } from './send-image-dialog.tsx';
import { SendMessageDialog } from './send-message-dialog.tsx';
import { SendPromotionDialog } from './send-promotion-dialog.tsx';

const telegramCustomer: Customer = {
  id: 5,
  channel: 'telegram',
  name: 'María',
  lastname: 'González',
  email: null,
  phone: null,
  username: 'mariag',
  language: 'es',
  reachable: true,
  purchases_count: 2,
  purchases_total: 18.5,
  created_at: '2026-11-20T15:00:00.000Z',
};
const webCustomer: Customer = { ...telegramCustomer, id: 8, channel: 'web', username: null, language: null };
const product: Product = {
  id: 31,
  name: 'Arepa reina pepiada',
  price: 3.5,
  images: [],
} as unknown as Product;

const json = jsonResponse;
const sent = (campaignId: number, recipients = 1) =>
  json({ message: 'Mensaje enviado exitosamente', recipients, campaign_id: campaignId });

const { calls, toasts, stubFetch, renderWithApp: renderApp } = screenTest();
const renderWithApp = (element: ReactElement) => renderApp(element, '/customers');

const slow = { timeout: 8_000 };
const pngFile = () => new File([new Uint8Array([137, 80, 78, 71])], 'oferta.png', { type: 'image/png' });

describe('send message dialog', { timeout: 30_000 }, () => {
  it('asks for the text in Spanish, counts it, sends it by Telegram once and closes', async () => {
    let release: (r: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const onClose = vi.fn();
    renderWithApp(<SendMessageDialog customer={telegramCustomer} storeId={9} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Mensaje para María González' }, slow);
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    await act(async () => fireEvent.click(send));
    expect(await within(dialog).findByText('El campo mensaje es obligatorio')).toBeTruthy();
    expect(calls).toHaveLength(0);

    const box = within(dialog).getByRole('textbox', { name: 'Mensaje' });
    fireEvent.change(box, { target: { value: 'x'.repeat(1025) } });
    expect(within(dialog).getByText('1025 / 1024')).toBeTruthy();
    expect(await within(dialog).findByText('El campo mensaje no debe superar 1024 caracteres')).toBeTruthy();

    fireEvent.change(box, { target: { value: '¡Hola María! Ya llegó tu pedido.' } });
    expect(within(dialog).getByText('32 / 1024')).toBeTruthy();
    await act(async () => fireEvent.click(send));
    // While the send runs the button is busy: a second click sends nothing more.
    await act(async () => fireEvent.click(send));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: '/api/sendMessage/5',
      method: 'POST',
      body: { text: '¡Hola María! Ya llegó tu pedido.' },
    });
    await act(async () => release(sent(40)));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts).toContainEqual({ message: 'Mensaje enviado exitosamente', variant: 'success' });
    expect(calls).toHaveLength(1);
  });

  it('sends to a web customer on the notification path and says so when it fails', async () => {
    stubFetch(() => json({ message: 'Error interno' }, 500));
    const onClose = vi.fn();
    renderWithApp(<SendMessageDialog customer={webCustomer} storeId={9} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('Le llega como notificación web y por correo electrónico.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mensaje' }), {
      target: { value: 'Tu pedido salió' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' })));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        message: 'Ha ocurrido un error al enviar el mensaje',
        variant: 'error',
      }),
    );
    expect(calls[0]).toMatchObject({
      url: '/api/store/send_notification/8/9',
      body: { message: 'Tu pedido salió' },
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('send image dialog', { timeout: 30_000 }, () => {
  it('requires the image, previews it and sends it multipart', async () => {
    stubFetch(() => sent(41));
    const onClose = vi.fn();
    renderWithApp(<SendImageDialog customer={telegramCustomer} storeId={9} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Imagen para María González' }, slow);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Texto de la imagen' }), {
      target: { value: 'Nuevo sabor' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' })));
    expect(await within(dialog).findByText('El campo imagen es obligatorio')).toBeTruthy();
    expect(calls).toHaveLength(0);

    // A file that is not an image is refused before anything is sent.
    const input = within(dialog).getByLabelText('Elegir imagen');
    const text = new File(['hola'], 'nota.txt', { type: 'text/plain' });
    await act(async () => fireEvent.change(input, { target: { files: [text] } }));
    expect(within(dialog).getByText('nota.txt no es una imagen JPEG, PNG o WEBP')).toBeTruthy();

    URL.createObjectURL ??= () => 'blob:preview';
    URL.revokeObjectURL ??= () => {};
    await act(async () => fireEvent.change(input, { target: { files: [pngFile()] } }));
    expect(within(dialog).getByRole('img', { name: 'Vista previa de oferta.png' })).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.url).toBe('/api/sendImage/5');
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body.text).toBe('Nuevo sabor');
    expect((body.image as File).name).toBe('oferta.png');
    expect(toasts).toContainEqual({ message: 'Imagen enviada exitosamente', variant: 'success' });
  });
});

describe('send promotion dialog', { timeout: 30_000 }, () => {
  it('shows the product, sends to both channels and links each report', async () => {
    stubFetch((call) => (call.url.includes('sendpromo') ? sent(51, 120) : sent(52, 30)));
    renderWithApp(<SendPromotionDialog product={product} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Promoción de Arepa reina pepiada' }, slow);
    const preview = within(dialog).getByRole('region', { name: 'Producto promocionado' });
    expect(within(preview).getByText('Arepa reina pepiada')).toBeTruthy();
    expect(within(preview).getByText('3,50 US$')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mensaje' }), {
      target: { value: 'Hoy 2x1' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' })));
    const telegram = await within(dialog).findByRole('link', { name: 'Ver informe de Telegram' }, slow);
    expect(telegram.getAttribute('href')).toBe('/campaigns/51');
    expect(
      within(dialog).getByRole('link', { name: 'Ver informe de la tienda web' }).getAttribute('href'),
    ).toBe('/campaigns/52');
    expect(calls.map((c) => [c.url, c.body])).toEqual(
      expect.arrayContaining([
        ['/api/products/31/sendpromo', { text: 'Hoy 2x1' }],
        ['/api/store/product_broadcast/0/31', { text: 'Hoy 2x1' }],
      ]),
    );
    expect(toasts).toContainEqual({ message: 'Promoción enviada exitosamente', variant: 'success' });
  });
});

describe('customer send actions', { timeout: 30_000 }, () => {
  it('are disabled, with the reason, for a customer who cannot be reached', async () => {
    stubFetch(() => sent(1));
    renderWithApp(<SendCustomerActions customer={{ ...telegramCustomer, reachable: false }} storeId={9} />);
    const button = await screen.findByRole('button', { name: 'Enviar mensaje a María González' }, slow);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Enviar imagen a María González' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('open the message dialog for a reachable customer', async () => {
    stubFetch(() => sent(1));
    renderWithApp(<SendCustomerActions customer={telegramCustomer} storeId={9} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar mensaje a María González' }, slow));
    expect(await screen.findByRole('dialog', { name: 'Mensaje para María González' }, slow)).toBeTruthy();
  });
});
