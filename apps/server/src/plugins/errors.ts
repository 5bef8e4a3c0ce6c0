import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorTexts } from '../lib/errors.ts';
import { addMessageKeys } from '../lib/message-keys.ts';
import { validationText } from '../lib/validation.ts';

/** Maps every failure to ARCHITECTURE.md §4's JSON shapes; never leaks a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  // Error replies name their texts' catalogue keys, so the panel can translate them.
  app.addHook('onSend', addMessageKeys);
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        const params = issue.params as { minimum?: unknown; maximum?: unknown };
        const text = validationText(issue.message ?? '', field, params);
        const list = errors[field] ?? [];
        if (!list.includes(text)) list.push(text);
        errors[field] = list;
      }
      return reply.status(422).send({ message: errorTexts.invalidData, errors });
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
