import { ROLES, type ScheduleReply } from '@vitrina/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OtherAccount, signupOwner } from '#server/test/accounts.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';

let t: TestApp;
let storeId: number;
let other: OtherAccount;
beforeAll(async () => {
  t = await createTestApp();
  storeId = (await t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/store/mystore' })).json<{
    id: number;
  }>().id;
  other = await signupOwner(t, 'otra-horario@vitrina.test');
});
afterAll(() => t.close());

const owner = (o: Parameters<TestApp['inject']>[0]) => t.injectAs(ROLES.CLIENT, o);
const week = async () => (await owner({ method: 'GET', url: '/api/store/schedule' })).json<ScheduleReply>();
const save = (schedules: unknown, id = storeId) =>
  owner({ method: 'POST', url: `/api/store/${id}/schedule`, payload: { schedules } });
const range = (weekday: number, opens_at: string, closes_at: string) => ({ weekday, opens_at, closes_at });

describe('GET store/schedule', () => {
  it('answers an empty week (closed) for a new store', async () => {
    const res = await owner({ method: 'GET', url: '/api/store/schedule' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ schedules: [] });
  });
});

describe('POST store/{id}/schedule', () => {
  it('replaces the week and answers it by weekday, then opening time', async () => {
    const res = await save([
      range(6, '09:00', '13:00'),
      range(1, '14:00', '18:00'),
      range(1, '08:00', '12:00'),
      range(0, '10:00', '14:00'),
    ]);
    expect(res.statusCode).toBe(200);
    const expected = {
      schedules: [
        range(0, '10:00', '14:00'),
        range(1, '08:00', '12:00'),
        range(1, '14:00', '18:00'),
        range(6, '09:00', '13:00'),
      ],
    };
    expect(res.json()).toEqual(expected);
    expect(await week()).toEqual(expected);

    const again = await save([range(2, '07:00', '23:59')]);
    expect(again.statusCode).toBe(200);
    expect(await week()).toEqual({ schedules: [range(2, '07:00', '23:59')] });
  });

  it('refuses overlaps, reversed and malformed times with Spanish texts keyed by range, and keeps the week', async () => {
    const before = await week();
    const res = await save([
      range(1, '08:00', '12:00'),
      range(1, '11:00', '13:00'),
      range(3, '18:00', '09:00'),
      range(4, '8:00', '24:00'),
      range(9, '08:00', '09:00'),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'schedules.1.opens_at': ['Los horarios del mismo día no pueden solaparse'],
      'schedules.2.closes_at': ['La hora de cierre debe ser posterior a la de apertura'],
      'schedules.3.opens_at': ['El campo hora de apertura debe ser una hora entre 00:00 y 23:59 (HH:MM)'],
      'schedules.3.closes_at': ['El campo hora de cierre debe ser una hora entre 00:00 y 23:59 (HH:MM)'],
      'schedules.4.weekday': ['El campo día de la semana tiene un valor no permitido'],
    });
    expect(await week()).toEqual(before);
  });

  it('allows six ranges a day and refuses a seventh', async () => {
    const day = Array.from({ length: 7 }, (_, i) => range(5, `1${i}:00`, `1${i}:30`));
    const seven = await save(day);
    expect(seven.statusCode).toBe(422);
    expect(seven.json().errors).toEqual({ 'schedules.6.weekday': ['Un día admite como máximo 6 horarios'] });
    expect((await save(day.slice(0, 6))).statusCode).toBe(200);
    expect((await week()).schedules).toHaveLength(6);
  });

  it('refuses a body without the list', async () => {
    const res = await owner({ method: 'POST', url: `/api/store/${storeId}/schedule`, payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ schedules: ['El campo horarios es obligatorio'] });
  });

  it('accepts an empty list: closed all week', async () => {
    const res = await save([]);
    expect(res.statusCode).toBe(200);
    expect(await week()).toEqual({ schedules: [] });
  });

  it("answers 404 for another store's path and leaves both weeks alone", async () => {
    await save([range(1, '08:00', '17:00')]);
    const res = await save([range(2, '08:00', '09:00')], other.session.store_id!);
    expect(res.statusCode).toBe(404);
    expect(await week()).toEqual({ schedules: [range(1, '08:00', '17:00')] });
    const theirs = await other.inject({ method: 'GET', url: '/api/store/schedule' });
    expect(theirs.json()).toEqual({ schedules: [] });
  });
});

describe('who may call the schedule routes', () => {
  const calls = () =>
    [
      { method: 'GET', url: '/api/store/schedule' },
      { method: 'POST', url: `/api/store/${storeId}/schedule`, payload: { schedules: [] } },
    ] as const;

  it('refuses callers without a token', async () => {
    for (const call of calls()) expect((await t.inject(call)).statusCode, call.method).toBe(401);
  });

  it.each([ROLES.CASHIER, ROLES.ADMIN, ROLES.DELIVERY])('refuses role %i', async (role) => {
    for (const call of calls()) expect((await t.injectAs(role, call)).statusCode, call.method).toBe(403);
  });
});
