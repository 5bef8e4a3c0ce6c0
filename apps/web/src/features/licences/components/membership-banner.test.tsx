import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Membership } from '@vitrina/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '#web/app/providers.tsx';
import { membershipNotice } from '#web/features/licences/api/membership-notice.ts';
import MembershipBanner from './membership-banner.tsx';

const base: Membership = {
  user_id: 2,
  plan: { id: 1, name: 'Mensual' },
  membership_until: '2026-03-05T12:00:00.000Z',
  state: 'active',
  days_left: 30,
  store_suspended: false,
  can_sell: true,
};

/** As the shell renders it: only when the membership has something to say. */
function renderBanner(membership: Membership, path = '/store') {
  const notice = membershipNotice(membership);
  const router = createMemoryRouter(
    [{ path: '*', element: notice ? <MembershipBanner notice={notice} /> : null }],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('the membership banner', { timeout: 20_000 }, () => {
  it('shows nothing while the membership runs', () => {
    renderBanner(base);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when an ended membership ended and leads to the renewal', () => {
    renderBanner({ ...base, state: 'expired', days_left: 0, can_sell: false });
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toMatch(
      /Su membresía venció el 5 de marzo de 2026\. Su tienda no recibe pedidos\./,
    );
    expect(screen.getByRole('link', { name: 'Renovar' }).getAttribute('href')).toBe('/upgrade-plan');
    // It stays: only the week's warning can be closed.
    expect(screen.queryByRole('button', { name: 'Cerrar el aviso de la membresía' })).toBeNull();
  });

  it('tells a suspended store why, with no renewal that would not help', () => {
    renderBanner({ ...base, store_suspended: true, can_sell: false });
    expect(screen.getByRole('alert').textContent).toMatch(/suspendida por la administración/);
    expect(screen.queryByRole('link', { name: 'Renovar' })).toBeNull();
  });

  it('warns a week ahead, and closes for the session', () => {
    renderBanner({ ...base, state: 'expiring', days_left: 3 });
    expect(screen.getByRole('status').textContent).toMatch(/Su membresía vence en 3 días\./);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar el aviso de la membresía' }));
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    // Another screen of the same session: still closed.
    renderBanner({ ...base, state: 'expiring', days_left: 3 });
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    // A new end (the owner renewed, and it is close again) warns again.
    renderBanner({ ...base, state: 'expiring', days_left: 1, membership_until: '2026-04-05T12:00:00.000Z' });
    expect(screen.getByRole('status').textContent).toMatch(/Su membresía vence en 1 día\./);
  });

  it('does not offer the renewal on the renewal screen itself', () => {
    renderBanner({ ...base, state: 'expired', days_left: 0 }, '/upgrade-plan');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Renovar' })).toBeNull();
  });
});
