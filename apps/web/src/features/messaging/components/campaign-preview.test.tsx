import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '#web/app/providers.tsx';
import { loadScreenTexts } from '#web/lib/i18n.ts';
import { CampaignPreview } from './campaign-preview.tsx';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function renderPreview(props: Partial<Parameters<typeof CampaignPreview>[0]> = {}) {
  render(
    <AppProviders>
      <CampaignPreview channel="all" text="" imageUrl={null} storeName="Bodega Luna" {...props} />
    </AppProviders>,
  );
}

beforeAll(() => loadScreenTexts());
afterEach(cleanup);

describe('the campaign preview', { timeout: 20_000 }, () => {
  it('shows the text as the Telegram caption under the photo, and on the web notification and e-mail', () => {
    renderPreview({ text: '¡2x1 en café!\nSolo hoy', imageUrl: PIXEL });
    const telegram = screen.getByRole('figure', { name: 'En Telegram' });
    const bubble = within(telegram).getByTestId('telegram-bubble');
    const photo = within(bubble).getByRole('img', { name: 'Imagen de la campaña' });
    const caption = within(bubble).getByText(/2x1 en café/);
    // The photo comes first, its caption after it, as Telegram shows a photo with a caption.
    expect(photo.compareDocumentPosition(caption) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(caption.textContent).toBe('¡2x1 en café!\nSolo hoy');
    expect(within(bubble).getByText('Bodega Luna')).toBeTruthy();
    expect(
      within(screen.getByRole('figure', { name: 'Notificación web' })).getByText(/2x1 en café/),
    ).toBeTruthy();
    const email = screen.getByRole('figure', { name: 'Correo electrónico' });
    expect(within(email).getByText('Novedades de Bodega Luna')).toBeTruthy();
    expect(within(email).getByText(/2x1 en café/)).toBeTruthy();
  });

  it('has no photo without an image, and says where the text will show while it is empty', () => {
    renderPreview();
    const telegram = screen.getByRole('figure', { name: 'En Telegram' });
    expect(within(telegram).queryByRole('img')).toBeNull();
    expect(within(telegram).getByText('Escriba el mensaje para verlo aquí')).toBeTruthy();
  });

  it('shows only the channels the audience reaches', () => {
    renderPreview({ channel: 'telegram', text: 'Hola' });
    expect(screen.queryByRole('figure', { name: 'En Telegram' })).not.toBeNull();
    expect(screen.queryByRole('figure', { name: 'Notificación web' })).toBeNull();
    cleanup();
    renderPreview({ channel: 'web', text: 'Hola' });
    expect(screen.queryByRole('figure', { name: 'En Telegram' })).toBeNull();
    expect(screen.queryByRole('figure', { name: 'Correo electrónico' })).not.toBeNull();
  });
});
