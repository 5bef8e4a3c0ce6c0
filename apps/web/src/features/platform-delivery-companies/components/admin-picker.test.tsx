import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CompanyAdminOption } from '@vitrina/contract';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { AdminPicker } from './admin-picker.tsx';
import { BLANK_COMPANY, type CompanyForm } from './company-form.ts';

const { calls, stubFetch, renderWithApp } = screenTest();
const slow = { timeout: 8_000 };

const ana: CompanyAdminOption = { id: 7, name: 'Ana Rivas', email: 'ana@rapido.test' };
const luis: CompanyAdminOption = { id: 8, name: 'Luis Toro', email: 'luis@rapido.test' };

let picked: CompanyAdminOption | null | undefined;

function Harness({ excludeId }: { excludeId?: number }) {
  const { control, watch } = useForm<CompanyForm>({ defaultValues: BLANK_COMPANY });
  picked = watch('primary_admin_id');
  return (
    <AdminPicker control={control} name="primary_admin_id" label="Administrador" excludeId={excludeId} />
  );
}

describe('the company administrator picker', () => {
  it('searches the free delivery accounts as the admin types and holds the one picked', async () => {
    stubFetch(() => jsonResponse([ana, luis]));
    renderWithApp(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Administrador' });
    // Typed into the focused box, as a user does (MUI resets an unfocused box's text).
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'riv' } });
    await waitFor(
      () => expect(calls.some((c) => c.url.endsWith('admin/deliver/admins?q=riv'))).toBe(true),
      slow,
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Ana Rivas · ana@rapido.test' }, slow));
    await waitFor(() => expect(picked).toEqual(ana));
    expect((box as HTMLInputElement).value).toBe('Ana Rivas');
  });

  it('does not offer the account the other picker holds', async () => {
    stubFetch(() => jsonResponse([ana, luis]));
    renderWithApp(<Harness excludeId={ana.id} />);
    const box = screen.getByRole('combobox', { name: 'Administrador' });
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'o' } });
    expect(await screen.findByRole('option', { name: 'Luis Toro · luis@rapido.test' }, slow)).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Ana Rivas/ })).toBeNull();
  });
});
