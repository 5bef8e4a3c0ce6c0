import type { ReplyKeys, TextKey } from '@vitrina/contract';
import { i18next } from './i18n.ts';
import { validationText } from './validation-text.ts';

type FieldTexts = Record<string, string[]>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringParams(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const params: Record<string, string> = {};
  for (const [name, param] of Object.entries(value)) if (typeof param === 'string') params[name] = param;
  return params;
}

function textKey(value: unknown): TextKey | null {
  if (!isRecord(value) || typeof value.key !== 'string') return null;
  return { key: value.key, params: stringParams(value.params), paramKeys: stringParams(value.paramKeys) };
}

/** The keys an error reply names next to its Spanish texts (see ReplyKeys in the contract). */
export function replyKeys(reply: unknown): ReplyKeys {
  if (!isRecord(reply)) return {};
  const keys: ReplyKeys = {};
  if (typeof reply.messageKey === 'string') {
    keys.messageKey = reply.messageKey;
    keys.messageParams = stringParams(reply.messageParams);
    keys.messageParamKeys = stringParams(reply.messageParamKeys);
  }
  if (isRecord(reply.errorKeys)) {
    keys.errorKeys = {};
    for (const [field, list] of Object.entries(reply.errorKeys))
      if (Array.isArray(list)) keys.errorKeys[field] = list.map(textKey);
  }
  return keys;
}

/** One server text in the user's language: its key's text when the panel has it, else as sent. */
function translate(entry: TextKey | null | undefined, sent: string, field?: string): string {
  if (!entry || !i18next.exists(entry.key)) return sent;
  if (field !== undefined && entry.key.startsWith('validation.')) {
    // A field rule names the field in the panel's words, as the panel's own checks do.
    return validationText(i18next.t, field, entry.key, { min: entry.params?.min, max: entry.params?.max });
  }
  // A parameter that is a catalogue word ("verificada") is said in the user's language too.
  const params: Record<string, string> = { ...entry.params };
  for (const [name, key] of Object.entries(entry.paramKeys ?? {}))
    if (i18next.exists(key)) params[name] = i18next.t(key);
  return i18next.t(entry.key, params);
}

/**
 * A failed call's message and field texts in the chosen language. The API answers in Spanish
 * and names each text's key; texts without a key (or whose key this panel does not know yet)
 * are shown as the server wrote them.
 */
export function inUserLanguage(
  message: string,
  errors: FieldTexts,
  reply: unknown,
): { message: string; errors: FieldTexts } {
  const keys = replyKeys(reply);
  const translated: FieldTexts = {};
  for (const [field, texts] of Object.entries(errors)) {
    translated[field] = texts.map((text, i) => translate(keys.errorKeys?.[field]?.[i], text, field));
  }
  const messageKey = keys.messageKey
    ? { key: keys.messageKey, params: keys.messageParams, paramKeys: keys.messageParamKeys }
    : undefined;
  return { message: translate(messageKey, message), errors: translated };
}
