import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Bill, type Page, type Session, SHIPMENT_STATES, type ShipmentRow } from '@vitrina/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { createFileStore } from '../lib/files.ts';
import { freshDatabase } from '../test/harness.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

let dataDir: string;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-demo-shipments-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://panel.test',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-panel'),
  });
  database = await freshDatabase();
  app = await buildApp({ config, database, mailer: { description: 'memory', send: async () => {} } });
  await app.ready();
  await seedDemo(database.db, createFileStore(config.filesDir), { timeZone: 'America/Caracas' });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function as(email: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json<Session>().access_token}` };
  return async <T>(url: string) => (await app.inject({ method: 'GET', url, headers })).json<T>();
}

describe('the demo shipments', () => {
  it('gives the demo company shipments in every state, some settled, some with a photo, named on the sale', async () => {
    const company = await as('delivery@vitrina.test');
    for (const state of SHIPMENT_STATES) {
      const page = await company<Page<ShipmentRow>>(`/api/deliver/delivery?state=${state}&per_page=5`);
      expect(page.data.length, state).toBeGreaterThan(0);
      expect(page.data.every((r) => r.state === state)).toBe(true);
    }
    const settled = await company<Page<ShipmentRow>>('/api/deliver/delivery?settled=true&per_page=100');
    expect(settled.data.length).toBeGreaterThan(0);
    const delivered = await company<Page<ShipmentRow>>('/api/deliver/delivery?state=delivered&per_page=100');
    const proven = delivered.data.find((r) => r.proof_image !== null);
    expect(proven).toBeDefined();
    expect(delivered.data.some((r) => !r.settled)).toBe(true);

    const owner = await as('tienda@vitrina.test');
    const bill = await owner<Bill>(`/api/bill/${proven!.id}`);
    expect(bill.shipping_info).toMatchObject({
      company_name: 'Envíos Rápidos Caracas',
      courier: { name: proven!.courier!.name },
      delivery_proof: proven!.proof_image,
    });
    expect(bill.history.some((h) => h.actor?.startsWith('Envíos Rápidos Caracas'))).toBe(true);
    expect((await app.inject({ method: 'GET', url: proven!.proof_image! })).statusCode).toBe(200);
  });
});
