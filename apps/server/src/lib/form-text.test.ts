import { eventBody, productBody } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { typedFromText } from './form-text.ts';

describe('typedFromText', () => {
  it("reads a form's texts as the numbers, booleans and lists the schema expects", async () => {
    const schema = z.object({
      price: z.number(),
      active: z.boolean(),
      off: z.boolean(),
      lines: z.array(z.object({ id: z.number().int() })),
      code: z.string(),
    });
    const typed = await typedFromText(schema, {
      price: '12.50',
      active: 'true',
      off: '0',
      lines: '[{"id":"3"}]',
      code: '007',
    });
    // The list's own text ("3") is read too; a text field keeps "007" as typed.
    expect(typed).toEqual({ price: 12.5, active: true, off: false, lines: [{ id: 3 }], code: '007' });
    expect(schema.safeParse(typed).success).toBe(true);
  });

  it('leaves what it cannot read as it came, for the schema to refuse with its own message', async () => {
    const schema = z.object({ price: z.number(), active: z.boolean(), lines: z.array(z.number()) });
    const data = { price: 'doce', active: 'si', lines: '[1,' };
    expect(await typedFromText(schema, data)).toEqual(data);
    // A blank box is nothing typed, not 0.
    expect(await typedFromText(schema, { price: ' ', active: true, lines: [] })).toEqual({
      price: ' ',
      active: true,
      lines: [],
    });
  });

  it("never changes the caller's object, and a JSON body that is right goes through untouched", async () => {
    const fields = { name: 'Camisa', price: '4.5', quantity: '3', active: 'true' };
    const typed = await typedFromText(productBody, fields);
    expect(fields.price).toBe('4.5');
    expect(productBody.parse(typed)).toMatchObject({ price: 4.5, quantity: 3, active: true });
    const json = { name: 'Camisa', price: 4.5, quantity: 3 };
    expect(await typedFromText(productBody, json)).toBe(json);
  });

  it("reads an event form's multipart fields: status and ticket types as JSON text", async () => {
    const form = {
      name: 'Concierto',
      place: 'Caracas',
      starts_at: '2027-03-01T19:00:00-04:00',
      status: '0',
      ticket_types: JSON.stringify([{ name: 'General', price: '10', quota: '100' }]),
    };
    const parsed = eventBody.parse(await typedFromText(eventBody, form));
    expect(parsed.status).toBe(0);
    expect(parsed.ticket_types).toEqual([{ name: 'General', price: 10, quota: 100 }]);
    // The same texts in a JSON body are refused: JSON is strict.
    expect(eventBody.safeParse(form).success).toBe(false);
  });
});
