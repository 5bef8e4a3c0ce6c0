import type { MerchantTextKey } from './merchant-texts-es.ts';

/** Italian texts the server writes to merchants and the admin (see merchant-texts-es.ts); "Lei". */
export const merchantTextsIt: Record<MerchantTextKey, string> = {
  mailGreeting: 'Gentile {{name}},',
  saleAlert: 'Nuova vendita #{{id}} — {{total}}',
  saleProofAlert: 'Ricevuta di pagamento arrivata: vendita #{{id}} — {{total}} da verificare',
  productDeleted: 'Prodotto #{{id}}',
  platformMessageSubject: 'Messaggio da Vitrina',
  campaignTestSubject: 'Prova: messaggio da {{store}}',
  outboxNoBot: 'Il negozio non ha un bot Telegram',

  recoverySubject: 'Reimposti la password di Vitrina',
  recoveryAsked: 'Abbiamo ricevuto una richiesta di reimpostazione della password del suo account Vitrina.',
  recoveryOpenLink:
    'Apra questo link per sceglierne una nuova (scade tra un’ora e si può usare una sola volta):',
  recoveryLink: 'Scegliere una nuova password',
  recoveryLinkNote: '(il link scade tra un’ora e si può usare una sola volta)',
  recoveryNotYou:
    'Se non ha richiesto lei la reimpostazione, ignori questo messaggio: la sua password non cambierà.',
  emailChangedSubject: 'L’e-mail del suo account Vitrina è cambiata',
  emailChangedBody:
    'L’e-mail del suo account Vitrina è passata da {{old}} a {{new}}. D’ora in poi gli avvisi e il recupero della password arriveranno al nuovo indirizzo, e le altre sessioni sono state chiuse.',
  emailChangedNotYou:
    'Se non è stato lei, qualcuno è entrato nel suo account: contatti l’amministratore di Vitrina per recuperarlo.',

  licenceMailApprovedSubject: 'Pagamento #{{id}} approvato',
  licenceMailApproved:
    'Il suo pagamento #{{id}} (riferimento {{reference}}) è stato approvato. Il suo abbonamento ora scade il {{until}}.',
  licenceMailRejectedSubject: 'Pagamento #{{id}} rifiutato',
  licenceMailRejected:
    'Il suo pagamento #{{id}} (riferimento {{reference}}) è stato rifiutato. Controlli il riferimento e la ricevuta, oppure ci scriva se ritiene che si tratti di un errore.',
  membershipReminderTodaySubject: 'Il suo abbonamento Vitrina scade oggi',
  membershipReminderSubject: 'Il suo abbonamento Vitrina scade tra {{days}} giorni',
  membershipReminder:
    'Il suo abbonamento scade il {{end}}. Dopo tale data il suo negozio non potrà ricevere nuovi ordini. Rinnovi il piano dal pannello (Migliora il piano).',

  saleStatusVerified: 'verificata',
  saleStatusNotVerified: 'non verificata',
  saleStatusShipped: 'spedita',
  saleStatusDelivered: 'consegnata',
  saleStatusReceived: 'ricevuta',
  saleStatusCancelled: 'annullata',
  saleStatusRejected: 'rifiutata',
  saleActionVerify: 'verificare il pagamento',
  saleActionReject: 'rifiutare il pagamento',
  saleActionShipping: 'confermare la spedizione',
  saleActionDelivery: 'confermare la consegna',
  saleActionReceive: 'confermare la ricezione',
  saleActionCancel: 'annullare la vendita',
  saleNotAllowed: 'La vendita #{{id}} è già {{status}}: non è possibile {{action}}.',
  saleVerified: 'Pagamento confermato correttamente',
  saleRejected: 'Pagamento rifiutato correttamente',
  saleShipped: 'Spedizione confermata correttamente',
  saleDelivered: 'Consegna confermata correttamente',
  saleReceived: 'Ricezione confermata correttamente',
  saleCancelled: 'Vendita annullata correttamente',
  saleCollected: 'Incasso in contanti registrato',
  saleActionCollect: 'segnare il contante come incassato',
  saleSettingsSaved: 'Impostazioni delle vendite salvate',
  saleActionSettle: 'registrare il pagamento completo',
  saleSettled: 'Pagamento completo registrato',
  salePartRecorded: 'Pagamento registrato',
  salePartRemoved: 'Pagamento eliminato',
  shipmentNotToVerify:
    'La spedizione #{{id}} non è da verificare (la vendita è {{status}}): non è possibile verificarla.',
  shipmentVerified: 'Spedizione verificata correttamente',
  shipmentAcceptedNote: 'Spedizione verificata dall’azienda di consegne. Fattorino: {{courier}}',
  shipmentSettled: 'Pagamento aggiornato correttamente',

  deliveryCompanyUpdated: 'Dati aggiornati correttamente',
  deliveryRateUpdated: 'Tariffa aggiornata correttamente',
  deliveryGeolocationOn: 'Addebito per geolocalizzazione attivato correttamente',
  deliveryGeolocationOff: 'Addebito per geolocalizzazione disattivato correttamente',
  deliveryRouteDeleted: 'Percorso eliminato correttamente',
  deliveryLinked: 'Azienda collegata correttamente',
  deliveryUnlinked: 'Azienda scollegata correttamente',

  eventCreated: 'Evento creato',
  eventUpdated: 'Evento aggiornato',
  eventDeleted: 'Evento eliminato',
  eventActivated: 'Evento attivato',
  eventDeactivated: 'Evento disattivato',
  eventBotConnected: 'Bot Telegram collegato',
  eventBotDisconnected: 'Bot Telegram scollegato',
  eventHasSales: 'Non è possibile eliminare un evento con vendite; lo disattivi',
  eventTypeNotOfEvent: 'Il tipo di biglietto non appartiene a questo evento',
  eventTypeRepeated: 'Il tipo di biglietto compare più di una volta',
  eventQuotaBelowSold: 'La quota non può essere inferiore ai {{sold}} biglietti già venduti',
  eventTypeHasSales:
    'Non è possibile eliminare il tipo di biglietto «{{name}}» perché ha delle vendite; mantenga il tipo o ne riduca la quota',
  eventWebhookFailed: 'Telegram non ha accettato il webhook dell’evento; riprovi',
  eventAccountCreated: 'Conto aggiunto',
  eventAccountUpdated: 'Conto aggiornato',
  eventAccountDeleted: 'Conto eliminato',
  eventPercentUpdated: 'Percentuale aggiornata',
  reviewVerified: 'Vendita verificata',
  reviewRejected: 'Vendita rifiutata',
  reviewNotVerified: 'Vendita segnata come non verificata',
  reviewAlreadyReviewed: 'Questa vendita è già stata revisionata; aggiorni la pagina per vederne lo stato',
  reviewNotBackToPending: 'Una vendita revisionata non può tornare in attesa',
  reviewAlreadyCheckedIn:
    'Non è possibile rifiutare questa vendita: uno dei suoi biglietti è già stato usato per entrare all’evento',

  doorAdmitted: 'Benvenuto, {{buyer}}',
  doorAlready: 'Già entrato alle {{time}}',
  doorOtherEvent: 'Questo biglietto è di un altro evento: {{event}}',
  doorRejected: 'Biglietto non valido: l’acquisto è stato rifiutato',
  doorNotVerified: 'Biglietto non valido: l’acquisto non è verificato',
  doorUnknown: 'Codice sconosciuto',

  csvSalesHeader:
    'vendita,data,canale,cliente,stato,pagamento,subtotale_usd,spedizione_usd,totale_usd,valuta,cambio,importo_ves,riferimento',
  csvShipmentsHeader:
    'spedizione,data,negozio,cliente,indirizzo,km,stato,fattorino,addebito_usd,pagato,pagato_il,foto',
  csvStoresHeader:
    'negozio_id,negozio,proprietario,email,piano,abbonamento_fino_al,abbonamento,stato,vendite_30g,totale_30g_usd,telegram,web,creato_il',
  csvYes: 'sì',
  csvNo: 'no',
  csvPaid: 'pagato',
  csvNotPaid: 'non pagato',
  shipmentStatePending: 'da verificare',
  shipmentStateVerified: 'verificata',
  shipmentStateShipped: 'spedita',
  shipmentStateDelivered: 'consegnata',
  membershipActive: 'attivo',
  membershipExpiring: 'in scadenza',
  membershipExpired: 'scaduto',

  statementEmpty: 'Il file è vuoto',
  statementTooBig: 'Il file supera i 5 MB; esporti un periodo più breve',
  statementOldExcel:
    'Il file è nel vecchio formato Excel (.xls): lo salvi come .xlsx o CSV e lo importi di nuovo',
  statementEncoding:
    'Riga {{row}}, colonna {{column}}: il file non è di testo (UTF-8 o Latin-1) né un file Excel .xlsx',
  statementUnreadableCsv: 'Riga {{row}}: il CSV non è formattato correttamente (controlli le virgolette)',
  statementUnreadableExcel:
    'Non è stato possibile leggere il file Excel: è danneggiato o protetto da password',
  statementTooManyRows: 'L’estratto conto ha più di 20.000 righe; lo importi in più file',
  statementCellTooLong: 'Riga {{row}}, colonna {{column}}: il testo supera i 500 caratteri',
  statementFormula:
    'Riga {{row}}, colonna {{column}}: la cella contiene una formula; esporti i valori, non le formule',
  statementBadDate: 'Riga {{row}}, colonna {{column}}: «{{value}}» non è una data',
  statementBadAmount: 'Riga {{row}}, colonna {{column}}: «{{value}}» non è un importo',
  statementNoLayout:
    'Le colonne del file non sono state riconosciute: scelga la sua banca o indichi quali colonne contengono la data, il riferimento e l’importo',
  statementMappingRequired: 'Indichi quali colonne contengono la data, il riferimento e l’importo',
  statementColumnMissing: 'Il file non ha la colonna «{{column}}»',
  statementNoLines: 'Il file non contiene accrediti (importi positivi) da abbinare',
  statementLineConfirmed:
    'Questa riga dell’estratto conto ha già confermato il pagamento della vendita #{{id}}',
  statementSaleConfirmed:
    'Il pagamento della vendita #{{id}} è già stato confermato con un’altra riga dell’estratto conto',
  statementSaleNotWaiting:
    'La vendita #{{id}} non è in attesa della verifica di un pagamento su questo conto',
  statementConfirmedOne: 'Pagamento della vendita #{{id}} confermato con l’estratto conto',
  statementConfirmedMany: 'Pagamenti confermati con l’estratto conto: {{count}}',
  statementFileRequired: 'Scelga il file dell’estratto conto (CSV o Excel .xlsx)',
  statementLicenceConfirmed:
    'Il pagamento di licenza #{{id}} è già stato confermato con un’altra riga dell’estratto conto',
  statementLicenceNotWaiting:
    'Il pagamento di licenza #{{id}} non è in attesa di approvazione su questo conto',
  statementLicenceLineConfirmed:
    'Questa riga dell’estratto conto ha già approvato il pagamento di licenza #{{id}}',
  statementLicenceConfirmedOne: 'Pagamento di licenza #{{id}} approvato con l’estratto conto',
  statementTicketSaleConfirmed:
    'La vendita di biglietti #{{id}} è già stata confermata con un’altra riga dell’estratto',
  statementTicketSaleNotWaiting: 'La vendita di biglietti #{{id}} non attende un pagamento su questo conto',
  statementTicketLineConfirmed: 'Questa riga dell’estratto ha già pagato la vendita di biglietti #{{id}}',
  statementTicketConfirmedOne: 'Pagamento della vendita di biglietti #{{id}} registrato dall’estratto',
};
