import { DEFAULT_TEXT_LANGUAGE, merchantTextsIn } from '@vitrina/contract';

// The statements' texts, a view of the contract's merchant catalogue (modules/README.md, "Texts").
const say = merchantTextsIn(DEFAULT_TEXT_LANGUAGE);

export const statementTexts = {
  empty: () => say('statementEmpty'),
  tooBig: () => say('statementTooBig'),
  oldExcel: () => say('statementOldExcel'),
  encoding: (row: number, column: string) => say('statementEncoding', { row: String(row), column }),
  unreadableCsv: (row: number) => say('statementUnreadableCsv', { row: String(row) }),
  unreadableExcel: () => say('statementUnreadableExcel'),
  tooManyRows: () => say('statementTooManyRows'),
  cellTooLong: (row: number, column: string) => say('statementCellTooLong', { row: String(row), column }),
  formula: (row: number, column: string) => say('statementFormula', { row: String(row), column }),
  badDate: (row: number, column: string, value: string) =>
    say('statementBadDate', { row: String(row), column, value: value.slice(0, 40) }),
  badAmount: (row: number, column: string, value: string) =>
    say('statementBadAmount', { row: String(row), column, value: value.slice(0, 40) }),
  noLayout: () => say('statementNoLayout'),
  mappingRequired: () => say('statementMappingRequired'),
  columnMissing: (column: string) => say('statementColumnMissing', { column }),
  noLines: () => say('statementNoLines'),
  lineConfirmed: (id: number) => say('statementLineConfirmed', { id: String(id) }),
  saleConfirmed: (id: number) => say('statementSaleConfirmed', { id: String(id) }),
  saleNotWaiting: (id: number) => say('statementSaleNotWaiting', { id: String(id) }),
  confirmedOne: (id: number) => say('statementConfirmedOne', { id: String(id) }),
  licenceConfirmed: (id: number) => say('statementLicenceConfirmed', { id: String(id) }),
  licenceNotWaiting: (id: number) => say('statementLicenceNotWaiting', { id: String(id) }),
  licenceLineConfirmed: (id: number) => say('statementLicenceLineConfirmed', { id: String(id) }),
  licenceConfirmedOne: (id: number) => say('statementLicenceConfirmedOne', { id: String(id) }),
  ticketSaleConfirmed: (id: number) => say('statementTicketSaleConfirmed', { id: String(id) }),
  ticketSaleNotWaiting: (id: number) => say('statementTicketSaleNotWaiting', { id: String(id) }),
  ticketLineConfirmed: (id: number) => say('statementTicketLineConfirmed', { id: String(id) }),
  ticketConfirmedOne: (id: number) => say('statementTicketConfirmedOne', { id: String(id) }),
  confirmedMany: (count: number) => say('statementConfirmedMany', { count: String(count) }),
  fileRequired: () => say('statementFileRequired'),
};
