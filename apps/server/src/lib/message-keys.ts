import {
  merchantTextsEs,
  type ReplyKeys,
  serverMessagesEs,
  shopperTextsEs,
  type TextKey,
  validationTexts,
} from '@vitrina/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Matcher = { key: string; pattern: RegExp };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's text as a pattern whose named groups catch its {{placeholders}}. */
export function patternOf(template: string): RegExp {
  const seen = new Set<string>();
  const source = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      if (seen.has(name)) return `\\k<${name}>`;
      seen.add(name);
      return `(?<${name}>.+?)`;
    })
    .join('');
  return new RegExp(`^${source}$`, 's');
}

const compile = (prefix: string, catalogue: Record<string, string>): Matcher[] =>
  Object.entries(catalogue).map(([key, template]) => ({
    key: `${prefix}.${key}`,
    pattern: patternOf(template),
  }));

// A merchant text's own words, without its placeholders: one that is mostly placeholders
// ("{{name}}: {{code}}") would match any text, so only refusals with words of their own count.
const OWN_WORDS_MIN = 12;
const ownWords = (template: string) => template.replace(/\{\{\w+\}\}/g, '').replace(/\W/g, '').length;

let matchers: { messages: Matcher[]; fields: Matcher[]; words: Map<string, string> } | undefined;
// Built on first use: most replies are not errors.
function catalogues() {
  if (!matchers) {
    // The workflow's refusals to the panel (a sale already verified, an event with sales) are
    // merchant texts, a shop's to its shoppers (closed, sold out) shopper texts: after the
    // server's own messages, which come first.
    const worded = (catalogue: Record<string, string>) =>
      Object.fromEntries(Object.entries(catalogue).filter(([, text]) => ownWords(text) >= OWN_WORDS_MIN));
    const messages = [
      ...compile('serverMessages', serverMessagesEs),
      ...compile('merchantTexts', worded(merchantTextsEs)),
      ...compile('shopperTexts', worded(shopperTextsEs)),
    ];
    const rules = compile('validation', validationTexts.es);
    // Words a refusal puts in its sentence ("verificada", "verificar el pago"), by their text.
    const words = new Map<string, string>();
    for (const [key, text] of Object.entries(merchantTextsEs))
      if (!text.includes('{{') && !words.has(text)) words.set(text, `merchantTexts.${key}`);
    // A field's text is usually a rule's, sometimes a server message (a bot token Telegram refused).
    matchers = { messages, fields: [...rules, ...messages], words };
  }
  return matchers;
}

/**
 * The catalogue key of a Spanish text the server sent, with its placeholders' values; undefined
 * for a text no catalogue holds. Texts are matched rather than carried from where they are made
 * so that every reply gets its keys, however the text was built.
 */
export function textKeyOf(text: string, kind: 'message' | 'field' = 'message'): TextKey | undefined {
  for (const { key, pattern } of kind === 'message' ? catalogues().messages : catalogues().fields) {
    const match = pattern.exec(text);
    if (!match) continue;
    const { attribute: _label, ...params } = match.groups ?? {};
    if (Object.keys(params).length === 0) return { key };
    // A value that is itself a catalogue's word is named by its key too, so that the whole
    // sentence reads in the user's language ("Sale #4 is already verified").
    const paramKeys = Object.fromEntries(
      Object.entries(params).flatMap(([name, value]) => {
        const word = catalogues().words.get(value);
        return word ? [[name, word]] : [];
      }),
    );
    return Object.keys(paramKeys).length > 0 ? { key, params, paramKeys } : { key, params };
  }
  return undefined;
}

type ErrorBody = { message: string; errors?: Record<string, unknown> } & ReplyKeys;

/** An error reply with the keys of its texts added (ReplyKeys); `message` and `errors` stay as they are. */
export function withMessageKeys(body: ErrorBody): ErrorBody {
  const keyed: ErrorBody = { ...body };
  const message = textKeyOf(body.message);
  if (message) {
    keyed.messageKey = message.key;
    if (message.params) keyed.messageParams = message.params;
    if (message.paramKeys) keyed.messageParamKeys = message.paramKeys;
  }
  if (body.errors && typeof body.errors === 'object') {
    const errorKeys: Record<string, (TextKey | null)[]> = {};
    let any = false;
    for (const [field, texts] of Object.entries(body.errors)) {
      if (!Array.isArray(texts)) continue;
      errorKeys[field] = texts.map((text) => {
        const key = typeof text === 'string' ? textKeyOf(text, 'field') : undefined;
        if (key) any = true;
        return key ?? null;
      });
    }
    if (any) keyed.errorKeys = errorKeys;
  }
  return keyed;
}

/**
 * onSend hook: every JSON error reply (4xx, 5xx) names the keys of its texts, whichever handler
 * wrote it (the error handler, the not-found handler, a route).
 */
export async function addMessageKeys(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (!body || typeof body !== 'object' || typeof (body as ErrorBody).message !== 'string') return payload;
  return JSON.stringify(withMessageKeys(body as ErrorBody));
}
