import { DEFAULT_TEXT_LANGUAGE, fillText, merchantTexts, merchantTextsIn } from '@vitrina/contract';

// The ticket master's events, ticket types, accounts and manager record: a view of the contract's
// merchant catalogue (modules/README.md, "Texts"), Spanish as the API answers.

const say = merchantTextsIn(DEFAULT_TEXT_LANGUAGE);
const es = merchantTexts[DEFAULT_TEXT_LANGUAGE];

export const eventTexts = {
  created: say('eventCreated'),
  updated: say('eventUpdated'),
  deleted: say('eventDeleted'),
  activated: say('eventActivated'),
  deactivated: say('eventDeactivated'),
  botConnected: say('eventBotConnected'),
  botDisconnected: say('eventBotDisconnected'),
  eventHasSales: say('eventHasSales'),
  typeNotOfEvent: say('eventTypeNotOfEvent'),
  typeRepeated: say('eventTypeRepeated'),
  /** Templates, filled in with `fill`. */
  quotaBelowSold: es.eventQuotaBelowSold,
  typeHasSales: es.eventTypeHasSales,
  webhookFailed: say('eventWebhookFailed'),
  accountCreated: say('eventAccountCreated'),
  accountUpdated: say('eventAccountUpdated'),
  accountDeleted: say('eventAccountDeleted'),
  percentUpdated: say('eventPercentUpdated'),
} as const;

export const fill = fillText;
