import { type APIRequestContext, expect } from '@playwright/test';
import { solidPng, unique } from './png.ts';
import { DEMO_PASSWORD, demo } from './session.ts';

/**
 * A pending ticket sale of the demo ticket master's, made for one journey so the demo's sales do
 * not matter: a bolívar account of its own, an event with one ticket type at `price` dollars, and
 * one seat bought through the public purchase API (the demo price is 40 % in dollars, so each part
 * comes with its own transfer and proof). With `zelle`, the dollars go to a Zelle account of its
 * own, the bolívars to the bolívar account.
 */
export async function pendingTicketSale(
  request: APIRequestContext,
  { eventName, place, price, zelle }: { eventName: string; place: string; price: number; zelle?: boolean },
) {
  const login = await request.post('/api/auth/login', {
    data: { email: demo.ticketmaster.email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.padEnd(16, '3').slice(-16);
  const accountNumber = `0134${digits}`;
  const account = await request.post('/api/ticket/ticket-accounts', {
    headers,
    data: {
      bank_name: 'Banesco',
      account_type: 'VES',
      account_number: accountNumber,
      owner_full_name: 'Teresa Taquilla',
      owner_idenfication_type: 'V',
      owner_idenfication: '12345678',
    },
  });
  expect(account.ok(), await account.text()).toBe(true);
  const accountId = (await account.json()).data.id as number;
  let dollarsTo = accountId;
  if (zelle) {
    const usd = await request.post('/api/ticket/ticket-accounts', {
      headers,
      data: {
        bank_name: 'Zelle',
        account_type: 'USD',
        account_number: `taquilla-${digits}@example.com`,
        owner_full_name: 'Teresa Taquilla',
        owner_idenfication_type: 'V',
        owner_idenfication: '12345678',
      },
    });
    expect(usd.ok(), await usd.text()).toBe(true);
    dollarsTo = (await usd.json()).data.id as number;
  }
  const created = await request.post('/api/ticket/ticket-bots', {
    headers,
    data: {
      name: eventName,
      place,
      starts_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      status: 1,
      ticket_types: [{ name: 'General', price, quota: 50 }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const event = (await created.json()).data as { id: number; ticket_types: { id: number }[] };
  const reference = `R${Date.now().toString().slice(-9)}`;
  const bought = await request.post(`/api/public/events/${event.id}/purchase`, {
    multipart: {
      name: 'Marta',
      lastname: 'Rondón',
      document_type: 'V',
      document: '20123456',
      email: `marta-${unique()}@example.com`,
      phone: '+58 414 555 0102',
      account_id: String(dollarsTo),
      reference,
      ves_account_id: String(accountId),
      ves_reference: `BS${reference}`,
      [`qty_${event.ticket_types[0]!.id}`]: '1',
      proof: { name: 'proof.png', mimeType: 'image/png', buffer: solidPng([30, 120, 200]) },
      ves_proof: { name: 'pago-bs.png', mimeType: 'image/png', buffer: solidPng([200, 120, 30]) },
    },
  });
  expect(bought.ok(), await bought.text()).toBe(true);
  const { status_url: statusUrl } = (await bought.json()) as { status_url: string };
  const sale = (
    await (await request.get(`/api/ticket/ticket-bills?opt=3&q=${reference}`, { headers })).json()
  ).data[0] as { id: number; usd_amount: number; ves_amount: number };
  return { eventId: event.id, reference, statusUrl, accountNumber, sale };
}
