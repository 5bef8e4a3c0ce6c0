import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { PlaceFields } from './place-fields.tsx';

const { calls, stubFetch, renderWithApp } = screenTest();

type Place = { country_id: number | null; state_id: number | null; city_id: number | null };

function Place() {
  const form = useForm<Place>({ defaultValues: { country_id: null, state_id: null, city_id: null } });
  return <PlaceFields form={form} names={{ country: 'country_id', state: 'state_id', city: 'city_id' }} />;
}

const venezuela = { id: 239, name: 'Venezuela', iso2: 'VE', phone_code: '58' };

describe('the place fields', () => {
  it('say why the countries could not be read, and ask again when the box is opened', async () => {
    let down = true;
    stubFetch(() =>
      down
        ? jsonResponse({ message: 'Demasiadas solicitudes, intente más tarde' }, 429)
        : jsonResponse([venezuela]),
    );
    renderWithApp(<Place />);
    const country = screen.getByRole('combobox', { name: 'País' });
    // Not a silent empty list: the reason stands under the box.
    expect(await screen.findByText('Demasiadas solicitudes, intente más tarde')).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/countries'))).toHaveLength(1);

    down = false;
    fireEvent.change(country, { target: { value: 'Venez' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Venezuela' }));
    expect(calls.filter((c) => c.url.endsWith('/countries'))).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText('Demasiadas solicitudes, intente más tarde')).toBeNull());
    expect((country as HTMLInputElement).value).toBe('Venezuela');
  });
});
