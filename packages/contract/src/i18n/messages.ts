import { serverMessagesEn } from './messages-en.ts';
import { type ServerMessageKey, serverMessagesEs } from './messages-es.ts';

/**
 * What an error reply says besides its Spanish text: the catalogue key of the text
 * (`serverMessages.catalogueInUse`, `validation.required`) and the values of its placeholders,
 * so the panel can show it in the user's language. The attribute label of a field rule is left
 * out: the panel names the field in its own words.
 */
export type TextKey = {
  key: string;
  params?: Record<string, string>;
  /** Placeholders whose value is itself a catalogue's word ("verificada"): that word's key. */
  paramKeys?: Record<string, string>;
};

/**
 * The keys an error reply carries next to `message` and `errors` (which stay Spanish, for
 * clients that only read those): `messageKey` for `message`, and per field one entry per text
 * of `errors` (null where the text has no key).
 */
export type ReplyKeys = {
  messageKey?: string;
  messageParams?: Record<string, string>;
  messageParamKeys?: Record<string, string>;
  errorKeys?: Record<string, (TextKey | null)[]>;
};

// What the server writes to shoppers and merchants besides its replies (mails, bots, CSV): texts.ts.
export * from './texts.ts';
export { type ServerMessageKey, serverMessagesEn, serverMessagesEs };
