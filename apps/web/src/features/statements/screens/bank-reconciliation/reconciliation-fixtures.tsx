import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StatementAccount, StatementLine } from '@vitrina/contract';
import { afterEach, expect } from 'vitest';
import { changeLanguage } from '#web/lib/i18n.ts';
import { clearSession } from '#web/lib/session.ts';
import { type FetchCall, jsonResponse } from '#web/test-fetch.ts';
import { screenTest, signInAs } from '#web/test-screen.tsx';
import { BankReconciliation } from './bank-reconciliation.tsx';

// What the reconciliation's screen tests share: an account, its lines and statement, the API
// that serves them, and the steps each test takes (sign in, open, confirm in a dialog).

export const account: StatementAccount = {
  id: 4,
  bank_name: 'Banco de Venezuela',
  account_type: 'VES',
  account_number: '0102-0000-00-0000000001',
  settings: { tolerance_cents: 0, window_days: 3, cashier_allowed: true, mapping: null },
  counts: { exact: 2, probable: 1, repeated: 0, none: 1, confirmed: 0 },
};
export const candidate = {
  payment_id: 12,
  reason: 'amount_date',
  reference: 'ZZ-99',
  amount_cents: 36500,
  day: '2026-11-20',
  payer_name: 'María González',
  proof_image: '/api/files/proof-12.png',
  waiting: true,
} as const;
export const exactLine: StatementLine = {
  id: 20,
  statement_id: 7,
  row: 4,
  date: '2026-11-20',
  reference: '000123456789',
  amount_cents: 18250,
  description: 'PAGO MOVIL RECIBIDO',
  state: 'exact',
  payment_id: 11,
  candidates: [
    { ...candidate, payment_id: 11, reason: 'reference', reference: '123456789', amount_cents: 18250 },
  ],
  confirmed_at: null,
};
export const probableLine: StatementLine = {
  ...exactLine,
  id: 21,
  row: 5,
  reference: '99998888',
  amount_cents: 36500,
  description: 'TRANSFERENCIA RECIBIDA',
  state: 'probable',
  payment_id: null,
  candidates: [candidate],
};
export const statement = {
  id: 7,
  file_name: 'banesco-noviembre.csv',
  layout: 'venezuela',
  lines: 4,
  first_day: '2026-11-20',
  last_day: '2026-11-21',
  imported_at: '2026-11-21T13:00:00.000Z',
  imported_by: 'Tomás Pérez',
};
export const pageOf = <T,>(data: T[]) => ({
  data,
  meta: { per_page: 25, total: data.length, next_cursor: null },
});

export { signInAs };

afterEach(() => clearSession());

// MUI screens take a while to mount in jsdom.
export const slow = { timeout: 8_000 };

/** A test file's fake API and screen: its calls and toasts, `serve`, `open` and the shared steps. */
export function reconciliationTest() {
  const { calls, toasts, stubFetch, renderWithApp } = screenTest();
  /** The API of one account: its figures, statements and lines; `answer` handles the calls a test is about. */
  function serve(answer: (call: FetchCall) => Response | undefined = () => undefined, accounts = [account]) {
    stubFetch((call) => {
      const own = answer(call);
      if (own) return own;
      const path = call.url.replace(/\?.*$/, '');
      if (path === '/api/statement-accounts') return jsonResponse(accounts);
      if (path.endsWith('/statements')) return jsonResponse(pageOf([statement]));
      if (path.endsWith('/lines')) return jsonResponse(pageOf([exactLine, probableLine]));
      return jsonResponse({ message: 'not in this test' }, 404);
    });
  }
  const posts = (suffix: string) => calls.filter((c) => c.method === 'POST' && c.url.endsWith(suffix));
  const accountReads = () => calls.filter((c) => c.url === '/api/statement-accounts').length;
  const open = () => renderWithApp(<BankReconciliation />, '/bank-reconciliation');
  /** Clicks `button`, then `yes` in the dialog named `dialogName` it opens. */
  async function confirmIn(button: string, dialogName: string, yes: string) {
    fireEvent.click(await screen.findByRole('button', { name: button }, slow));
    const dialog = await screen.findByRole('alertdialog', { name: dialogName }, slow);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: yes }));
    });
    return dialog;
  }
  const toastSays = (text: string) => waitFor(() => expect(toasts.map((x) => x.message)).toContain(text));
  return { calls, toasts, serve, posts, accountReads, open, confirmIn, toastSays };
}

/** Runs `steps` with the panel in English, back in Spanish after. */
export async function inEnglish(steps: () => Promise<void>) {
  await changeLanguage('en');
  try {
    await steps();
  } finally {
    await changeLanguage('es');
  }
}
