import { type Faq, ROLES } from '@vitrina/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OtherAccount, signupOwner } from '#server/test/accounts.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';

let t: TestApp;
let storeId: number;
let other: OtherAccount;
beforeAll(async () => {
  t = await createTestApp();
  const me = await t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/store/mystore' });
  storeId = me.json<{ id: number }>().id;
  other = await signupOwner(t, 'otra-faq@vitrina.test');
});
afterAll(() => t.close());

const owner = (o: Parameters<TestApp['inject']>[0]) => t.injectAs(ROLES.CLIENT, o);
const list = async () => {
  const res = await owner({ method: 'GET', url: `/api/store/${storeId}/faqs` });
  return res.statusCode === 204 ? [] : res.json<Faq[]>();
};
const otherStoreId = () => other.session.store_id!;

describe('GET store/{id}/faqs', () => {
  it('answers 204 with no body while the store has no questions', async () => {
    const res = await owner({ method: 'GET', url: `/api/store/${storeId}/faqs` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it("answers 404 for another store's questions", async () => {
    const res = await owner({ method: 'GET', url: `/api/store/${otherStoreId()}/faqs` });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST store/{id}/faqs', () => {
  it('adds questions and lists them by id', async () => {
    const first = await owner({
      method: 'POST',
      url: `/api/store/${storeId}/faqs`,
      payload: { question: ' ¿Hacen envíos? ', answer: 'Sí, a toda Caracas.' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      question: '¿Hacen envíos?',
      answer: 'Sí, a toda Caracas.',
    });
    const second = await owner({
      method: 'POST',
      url: `/api/store/${storeId}/faqs`,
      payload: { question: '¿Aceptan pago móvil?', answer: 'Sí.' },
    });
    expect(second.statusCode).toBe(201);
    const res = await owner({ method: 'GET', url: `/api/store/${storeId}/faqs` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Faq[]>().map((f) => f.question)).toEqual(['¿Hacen envíos?', '¿Aceptan pago móvil?']);
  });

  it('refuses an empty question and an answer that is too long, with Spanish texts, and adds nothing', async () => {
    const before = await list();
    const res = await owner({
      method: 'POST',
      url: `/api/store/${storeId}/faqs`,
      payload: { question: '   ', answer: 'x'.repeat(2001) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      question: ['El campo pregunta es obligatorio'],
      answer: ['El campo respuesta no debe superar 2000 caracteres'],
    });
    expect(await list()).toEqual(before);
  });

  it("answers 404 for another store's path and adds nothing there", async () => {
    const res = await owner({
      method: 'POST',
      url: `/api/store/${otherStoreId()}/faqs`,
      payload: { question: '¿Intruso?', answer: 'Sí' },
    });
    expect(res.statusCode).toBe(404);
    const theirs = await other.inject({ method: 'GET', url: `/api/store/${otherStoreId()}/faqs` });
    expect(theirs.statusCode).toBe(204);
  });
});

describe('PATCH and DELETE faqs/{id}', () => {
  it('changes a question', async () => {
    const [faq] = await list();
    const res = await owner({
      method: 'PATCH',
      url: `/api/faqs/${faq!.id}`,
      payload: { question: '¿Hacen delivery?', answer: 'Sí, en toda la ciudad.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: faq!.id,
      question: '¿Hacen delivery?',
      answer: 'Sí, en toda la ciudad.',
    });
    expect((await list())[0]).toEqual(res.json());
  });

  it('refuses an invalid change and keeps the question', async () => {
    const [faq] = await list();
    const res = await owner({
      method: 'PATCH',
      url: `/api/faqs/${faq!.id}`,
      payload: { question: '', answer: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      question: ['El campo pregunta es obligatorio'],
      answer: ['El campo respuesta es obligatorio'],
    });
    expect((await list())[0]).toEqual(faq);
  });

  it("answers 404 when another store's owner changes or deletes a question, and changes nothing", async () => {
    const before = await list();
    const id = before[0]!.id;
    const patch = await other.inject({
      method: 'PATCH',
      url: `/api/faqs/${id}`,
      payload: { question: 'x', answer: 'y' },
    });
    expect(patch.statusCode).toBe(404);
    expect((await other.inject({ method: 'DELETE', url: `/api/faqs/${id}` })).statusCode).toBe(404);
    expect(await list()).toEqual(before);
  });

  it('deletes questions; an emptied list answers 204 again', async () => {
    for (const faq of await list()) {
      const res = await owner({ method: 'DELETE', url: `/api/faqs/${faq.id}` });
      expect(res.statusCode).toBe(204);
    }
    expect((await owner({ method: 'GET', url: `/api/store/${storeId}/faqs` })).statusCode).toBe(204);
    expect((await owner({ method: 'DELETE', url: '/api/faqs/999999' })).statusCode).toBe(404);
  });
});

describe('who may call the FAQ routes', () => {
  const calls = () =>
    [
      { method: 'GET', url: `/api/store/${storeId}/faqs` },
      { method: 'POST', url: `/api/store/${storeId}/faqs`, payload: { question: 'a', answer: 'b' } },
      { method: 'PATCH', url: '/api/faqs/1', payload: { question: 'a', answer: 'b' } },
      { method: 'DELETE', url: '/api/faqs/1' },
    ] as const;

  it('refuses callers without a token', async () => {
    for (const call of calls()) expect((await t.inject(call)).statusCode, call.method).toBe(401);
  });

  it.each([ROLES.CASHIER, ROLES.ADMIN, ROLES.DELIVERY])('refuses role %i', async (role) => {
    for (const call of calls()) expect((await t.injectAs(role, call)).statusCode, call.method).toBe(403);
  });
});
