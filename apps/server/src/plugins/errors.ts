import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorTexts } from '#server/lib/errors.ts';
import { addMessageKeys } from '#server/lib/message-keys.ts';
import { type RequestIssue, requestErrors, validationText } from '#server/lib/validation.ts';

type Reply = { status: number; body: { message: string; errors?: Record<string, string[]> } };

/**
 * SQLSTATEs of a value the database could not take as given: numeric out of range (22003),
 * bad date or time (22007, 22008), a character not in UTF-8 (22021, 22P05), bad text for the
 * column's type (22P02). The contract should refuse such input first; this is the last line.
 */
const BAD_INPUT_CODES = new Set(['22003', '22007', '22008', '22021', '22P02', '22P05']);

type DatabaseError = { code: string; detail?: string; constraint?: string };

/** The PostgreSQL error behind `err`, through Drizzle's wrapping; pg's and PGlite's both carry `code`. */
export function databaseErrorOf(err: unknown): DatabaseError | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as DatabaseError;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The field a unique index refused, from `Key (store_id, web_store)=(…) already exists.` */
function uniqueField(detail: string | undefined): string {
  const columns =
    /Key \(([^)]+)\)=/
      .exec(detail ?? '')?.[1]
      ?.split(',')
      .map((c) => c.trim()) ?? [];
  // In a per-store index the store comes first; the value the user typed comes last.
  return columns.filter((c) => !c.endsWith('_id')).at(-1) ?? columns.at(-1) ?? '_';
}

/** The reply for a database error caused by the request's data, or undefined for a fault. */
export function databaseReply(err: unknown): Reply | undefined {
  const db = databaseErrorOf(err);
  if (!db) return undefined;
  if (BAD_INPUT_CODES.has(db.code))
    return { status: 422, body: { message: errorTexts.invalidData, errors: {} } };
  if (db.code === '23503') {
    const message = /still referenced/.test(db.detail ?? '')
      ? errorTexts.stillReferenced
      : errorTexts.referenceMissing;
    return { status: 409, body: { message } };
  }
  if (db.code === '23505') {
    const field = uniqueField(db.detail);
    return {
      status: 409,
      body: {
        message: errorTexts.alreadyExists,
        errors: { [field]: [validationText('validation.taken', field)] },
      },
    };
  }
  return undefined;
}

type ValidationFailure = FastifyError & { validation: RequestIssue[]; validationContext?: string };

// A path id out of any row's range (0, -1, 99999999999) names a record that does not exist;
// one that is not a number at all (`abc`) is a malformed request, 422 like a query's.
const isOutOfRange = ({ keyword, params }: RequestIssue) =>
  (keyword === 'too_big' || keyword === 'too_small') && params.origin === 'number';

function validationReply(error: ValidationFailure, request: FastifyRequest): Reply {
  const context = error.validationContext ?? 'body';
  if (context === 'params' && error.validation.every(isOutOfRange)) {
    return { status: 404, body: { message: errorTexts.notFound } };
  }
  const data = (request as unknown as Record<string, unknown>)[context];
  return {
    status: 422,
    body: { message: errorTexts.invalidData, errors: requestErrors(error.validation, data) },
  };
}

/** Maps every failure to ARCHITECTURE.md §4's JSON shapes; never leaks a stack trace or SQL. */
export function registerErrorHandler(app: FastifyInstance): void {
  // Error replies name their texts' catalogue keys, so the panel can translate them.
  app.addHook('onSend', addMessageKeys);
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500)
        request.log.error({ err: error.cause ?? error, reqId: request.id }, error.message);
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { status, body } = validationReply(error as ValidationFailure, request);
      return reply.status(status).send(body);
    }
    const fromDatabase = databaseReply(error);
    if (fromDatabase) {
      // Input the contract let through: worth a look, so that the contract refuses it next time.
      const sqlState = databaseErrorOf(error)?.code;
      request.log.warn({ err: error, reqId: request.id, sqlState }, 'database refused the request data');
      return reply.status(fromDatabase.status).send(fromDatabase.body);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ message: errorTexts.tooLarge });
    if (status === 429) return reply.status(429).send({ message: errorTexts.tooManyRequests });
    if (status === 404) return reply.status(404).send({ message: errorTexts.notFound });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: errorTexts.badRequest });
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected failure');
    return reply.status(500).send({ message: errorTexts.unexpected });
  });
}
