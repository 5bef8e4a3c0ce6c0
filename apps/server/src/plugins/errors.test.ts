import { describe, expect, it } from 'vitest';
import { databaseReply } from './errors.ts';

/** What pg and PGlite throw, wrapped the way Drizzle wraps it (the SQL in the wrapper's message). */
const wrapped = (code: string, detail?: string) =>
  Object.assign(new Error('Failed query: select * from bills where id = $1\nparams: 99999999999'), {
    cause: Object.assign(new Error('value "99999999999" is out of range for type integer'), { code, detail }),
  });

describe('databaseReply', () => {
  it.each(['22003', '22007', '22008', '22021', '22P02', '22P05'])('answers 422 to bad input %s', (code) => {
    const reply = databaseReply(wrapped(code));
    expect(reply).toEqual({
      status: 422,
      body: { message: 'Los datos ingresados son inválidos', errors: {} },
    });
    expect(JSON.stringify(reply)).not.toMatch(/select|out of range|99999999999/);
  });

  it('answers 409 to a foreign key, telling a missing row from a row still in use', () => {
    expect(
      databaseReply(wrapped('23503', 'Key (catalogue_id)=(9) is not present in table "catalogues".')),
    ).toEqual({ status: 409, body: { message: 'Los datos hacen referencia a un registro que no existe.' } });
    expect(
      databaseReply(wrapped('23503', 'Key (id)=(3) is still referenced from table "products".'))?.body
        .message,
    ).toBe('No se puede eliminar: otros datos todavía lo usan.');
  });

  it('answers 409 to a unique index, naming the field the user typed', () => {
    expect(databaseReply(wrapped('23505', 'Key (store_id, web_store)=(1, tienda) already exists.'))).toEqual({
      status: 409,
      body: {
        message: 'Ya existe un registro con ese valor.',
        errors: { web_store: ['El valor del campo dirección web ya está en uso'] },
      },
    });
    expect(databaseReply(wrapped('23505', 'Key (email)=(a@b.co) already exists.'))?.body.errors).toEqual({
      email: ['El valor del campo email ya está en uso'],
    });
  });

  it('leaves other failures to the 500 path', () => {
    expect(databaseReply(wrapped('40001'))).toBeUndefined();
    expect(databaseReply(new Error('boom'))).toBeUndefined();
    expect(databaseReply(Object.assign(new Error('x'), { code: 'FST_ERR_VALIDATION' }))).toBeUndefined();
  });
});
