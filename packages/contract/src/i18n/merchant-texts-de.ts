import type { MerchantTextKey } from './merchant-texts-es.ts';

/** German texts the server writes to merchants and the admin (see merchant-texts-es.ts); "Sie". */
export const merchantTextsDe: Record<MerchantTextKey, string> = {
  mailGreeting: 'Guten Tag {{name}},',
  saleAlert: 'Neuer Verkauf #{{id}} — {{total}}',
  saleProofAlert: 'Zahlungsbeleg erhalten: Verkauf #{{id}} — {{total}} zu prüfen',
  productDeleted: 'Produkt #{{id}}',
  platformMessageSubject: 'Nachricht von Vitrina',
  campaignTestSubject: 'Test: Nachricht von {{store}}',
  outboxNoBot: 'Der Shop hat keinen Telegram-Bot',

  recoverySubject: 'Setzen Sie Ihr Vitrina-Passwort zurück',
  recoveryAsked: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Vitrina-Kontos zurückzusetzen.',
  recoveryOpenLink:
    'Öffnen Sie diesen Link, um ein neues zu wählen (er läuft in einer Stunde ab und funktioniert nur einmal):',
  recoveryLink: 'Neues Passwort wählen',
  recoveryLinkNote: '(der Link läuft in einer Stunde ab und funktioniert nur einmal)',
  recoveryNotYou:
    'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
  emailChangedSubject: 'Die E-Mail-Adresse Ihres Vitrina-Kontos wurde geändert',
  emailChangedBody:
    'Die E-Mail-Adresse Ihres Vitrina-Kontos wurde von {{old}} in {{new}} geändert. Benachrichtigungen und die Passwortwiederherstellung gehen ab jetzt an die neue Adresse; Ihre anderen Sitzungen wurden beendet.',
  emailChangedNotYou:
    'Wenn Sie das nicht waren, hat sich jemand Zugang zu Ihrem Konto verschafft: Wenden Sie sich an den Vitrina-Administrator, um es zurückzubekommen.',

  licenceMailApprovedSubject: 'Zahlung #{{id}} genehmigt',
  licenceMailApproved:
    'Ihre Zahlung #{{id}} (Referenz {{reference}}) wurde genehmigt. Ihre Mitgliedschaft läuft jetzt bis zum {{until}}.',
  licenceMailRejectedSubject: 'Zahlung #{{id}} abgelehnt',
  licenceMailRejected:
    'Ihre Zahlung #{{id}} (Referenz {{reference}}) wurde abgelehnt. Prüfen Sie die Referenz und den Beleg, oder schreiben Sie uns, wenn Sie einen Fehler vermuten.',
  membershipReminderTodaySubject: 'Ihre Vitrina-Mitgliedschaft läuft heute ab',
  membershipReminderSubject: 'Ihre Vitrina-Mitgliedschaft läuft in {{days}} Tagen ab',
  membershipReminder:
    'Ihre Mitgliedschaft läuft am {{end}} ab. Danach kann Ihr Shop keine neuen Bestellungen mehr annehmen. Verlängern Sie Ihren Tarif im Panel (Tarif upgraden).',

  saleStatusVerified: 'geprüft',
  saleStatusNotVerified: 'nicht geprüft',
  saleStatusShipped: 'versandt',
  saleStatusDelivered: 'zugestellt',
  saleStatusReceived: 'empfangen',
  saleStatusCancelled: 'storniert',
  saleStatusRejected: 'abgelehnt',
  saleActionVerify: 'die Zahlung zu prüfen',
  saleActionReject: 'die Zahlung abzulehnen',
  saleActionShipping: 'den Versand zu bestätigen',
  saleActionDelivery: 'die Zustellung zu bestätigen',
  saleActionReceive: 'den Empfang zu bestätigen',
  saleActionCancel: 'den Verkauf zu stornieren',
  saleNotAllowed: 'Der Verkauf #{{id}} ist bereits {{status}}: Es ist nicht möglich, {{action}}.',
  saleVerified: 'Zahlung erfolgreich bestätigt',
  saleRejected: 'Zahlung erfolgreich abgelehnt',
  saleShipped: 'Versand erfolgreich bestätigt',
  saleDelivered: 'Zustellung erfolgreich bestätigt',
  saleReceived: 'Empfang erfolgreich bestätigt',
  saleCancelled: 'Verkauf erfolgreich storniert',
  saleCollected: 'Barzahlung erfasst',
  saleActionCollect: 'die Barzahlung als erhalten zu markieren',
  saleSettingsSaved: 'Verkaufseinstellungen gespeichert',
  saleActionSettle: 'die vollständige Zahlung zu erfassen',
  saleSettled: 'Vollständige Zahlung erfasst',
  salePartRecorded: 'Zahlung erfasst',
  salePartRemoved: 'Zahlung entfernt',
  shipmentNotToVerify:
    'Die Sendung #{{id}} wartet nicht auf Prüfung (der Verkauf ist {{status}}): Sie kann nicht geprüft werden.',
  shipmentVerified: 'Sendung erfolgreich geprüft',
  shipmentAcceptedNote: 'Sendung vom Lieferdienst geprüft. Kurier: {{courier}}',
  shipmentSettled: 'Zahlung erfolgreich aktualisiert',

  deliveryCompanyUpdated: 'Daten erfolgreich aktualisiert',
  deliveryRateUpdated: 'Tarif erfolgreich aktualisiert',
  deliveryGeolocationOn: 'Abrechnung per Geolokalisierung erfolgreich aktiviert',
  deliveryGeolocationOff: 'Abrechnung per Geolokalisierung erfolgreich deaktiviert',
  deliveryRouteDeleted: 'Route erfolgreich gelöscht',
  deliveryLinked: 'Unternehmen erfolgreich verknüpft',
  deliveryUnlinked: 'Verknüpfung mit dem Unternehmen erfolgreich aufgehoben',

  eventCreated: 'Veranstaltung erstellt',
  eventUpdated: 'Veranstaltung aktualisiert',
  eventDeleted: 'Veranstaltung gelöscht',
  eventActivated: 'Veranstaltung aktiviert',
  eventDeactivated: 'Veranstaltung deaktiviert',
  eventBotConnected: 'Telegram-Bot verbunden',
  eventBotDisconnected: 'Telegram-Bot getrennt',
  eventHasSales: 'Eine Veranstaltung mit Verkäufen kann nicht gelöscht werden; deaktivieren Sie sie',
  eventTypeNotOfEvent: 'Die Ticketart gehört nicht zu dieser Veranstaltung',
  eventTypeRepeated: 'Die Ticketart kommt mehrfach vor',
  eventQuotaBelowSold: 'Das Kontingent darf nicht kleiner sein als die {{sold}} bereits verkauften Tickets',
  eventTypeHasSales:
    'Die Ticketart „{{name}}“ kann nicht gelöscht werden, weil es bereits Verkäufe gibt; behalten Sie die Ticketart oder verringern Sie ihr Kontingent',
  eventWebhookFailed: 'Telegram hat den Webhook der Veranstaltung nicht akzeptiert; versuchen Sie es erneut',
  eventAccountCreated: 'Konto hinzugefügt',
  eventAccountUpdated: 'Konto aktualisiert',
  eventAccountDeleted: 'Konto gelöscht',
  eventPercentUpdated: 'Prozentsatz aktualisiert',
  reviewVerified: 'Verkauf bestätigt',
  reviewRejected: 'Verkauf abgelehnt',
  reviewNotVerified: 'Verkauf als nicht bestätigt markiert',
  reviewAlreadyReviewed:
    'Dieser Verkauf wurde bereits geprüft; laden Sie die Seite neu, um seinen Status zu sehen',
  reviewNotBackToPending: 'Ein geprüfter Verkauf kann nicht wieder auf ausstehend gesetzt werden',
  reviewAlreadyCheckedIn:
    'Dieser Verkauf kann nicht abgelehnt werden: Eines seiner Tickets wurde bereits beim Einlass verwendet',

  doorAdmitted: 'Willkommen, {{buyer}}',
  doorAlready: 'Bereits eingelassen um {{time}}',
  doorOtherEvent: 'Dieses Ticket gilt für eine andere Veranstaltung: {{event}}',
  doorRejected: 'Ticket ungültig: Der Kauf wurde abgelehnt',
  doorNotVerified: 'Ticket ungültig: Der Kauf ist nicht bestätigt',
  doorUnknown: 'Unbekannter Code',

  csvSalesHeader:
    'verkauf,datum,kanal,kunde,status,zahlung,zwischensumme_usd,versand_usd,gesamt_usd,waehrung,kurs,betrag_ves,referenz',
  csvShipmentsHeader: 'sendung,datum,shop,kunde,adresse,km,status,kurier,gebuehr_usd,bezahlt,bezahlt_am,foto',
  csvStoresHeader:
    'shop_id,shop,inhaber,email,tarif,mitgliedschaft_bis,mitgliedschaft,status,verkaeufe_30t,gesamt_30t_usd,telegram,web,erstellt',
  csvYes: 'ja',
  csvNo: 'nein',
  csvPaid: 'bezahlt',
  csvNotPaid: 'nicht bezahlt',
  shipmentStatePending: 'zu prüfen',
  shipmentStateVerified: 'geprüft',
  shipmentStateShipped: 'versandt',
  shipmentStateDelivered: 'zugestellt',
  membershipActive: 'aktiv',
  membershipExpiring: 'läuft bald ab',
  membershipExpired: 'abgelaufen',

  statementEmpty: 'Die Datei ist leer',
  statementTooBig: 'Die Datei ist größer als 5 MB; exportieren Sie einen kürzeren Zeitraum',
  statementOldExcel:
    'Die Datei liegt im alten Excel-Format (.xls) vor: Speichern Sie sie als .xlsx oder CSV und importieren Sie sie erneut',
  statementEncoding:
    'Zeile {{row}}, Spalte {{column}}: Die Datei ist weder Text (UTF-8 oder Latin-1) noch eine Excel-Datei (.xlsx)',
  statementUnreadableCsv:
    'Zeile {{row}}: Die CSV-Datei ist fehlerhaft formatiert (prüfen Sie die Anführungszeichen)',
  statementUnreadableExcel:
    'Die Excel-Datei konnte nicht gelesen werden, da sie beschädigt oder passwortgeschützt ist',
  statementTooManyRows: 'Der Kontoauszug hat mehr als 20.000 Zeilen; importieren Sie ihn in mehreren Dateien',
  statementCellTooLong: 'Zeile {{row}}, Spalte {{column}}: Der Text ist länger als 500 Zeichen',
  statementFormula:
    'Zeile {{row}}, Spalte {{column}}: Die Zelle enthält eine Formel; exportieren Sie die Werte, nicht die Formeln',
  statementBadDate: 'Zeile {{row}}, Spalte {{column}}: „{{value}}“ ist kein Datum',
  statementBadAmount: 'Zeile {{row}}, Spalte {{column}}: „{{value}}“ ist kein Betrag',
  statementNoLayout:
    'Die Spalten der Datei wurden nicht erkannt: Wählen Sie Ihre Bank oder geben Sie an, welche Spalten das Datum, die Referenz und den Betrag enthalten',
  statementMappingRequired: 'Geben Sie an, welche Spalten das Datum, die Referenz und den Betrag enthalten',
  statementColumnMissing: 'Die Datei hat keine Spalte „{{column}}“',
  statementNoLines: 'Die Datei enthält keine Gutschriften (positive Beträge) zum Abgleichen',
  statementLineConfirmed:
    'Diese Zeile des Kontoauszugs hat bereits die Zahlung für den Verkauf #{{id}} bestätigt',
  statementSaleConfirmed:
    'Die Zahlung für den Verkauf #{{id}} wurde bereits mit einer anderen Zeile des Kontoauszugs bestätigt',
  statementSaleNotWaiting: 'Der Verkauf #{{id}} wartet nicht auf die Prüfung einer Zahlung auf dieses Konto',
  statementConfirmedOne: 'Zahlung für den Verkauf #{{id}} mit dem Kontoauszug bestätigt',
  statementConfirmedMany: 'Mit dem Kontoauszug bestätigte Zahlungen: {{count}}',
  statementFileRequired: 'Wählen Sie die Datei des Kontoauszugs (CSV oder Excel .xlsx)',
  statementLicenceConfirmed:
    'Die Lizenzzahlung #{{id}} wurde bereits mit einer anderen Zeile des Kontoauszugs bestätigt',
  statementLicenceNotWaiting: 'Die Lizenzzahlung #{{id}} wartet auf diesem Konto nicht auf Freigabe',
  statementLicenceLineConfirmed:
    'Diese Zeile des Kontoauszugs hat die Lizenzzahlung #{{id}} bereits freigegeben',
  statementLicenceConfirmedOne: 'Lizenzzahlung #{{id}} mit dem Kontoauszug freigegeben',
  statementTicketSaleConfirmed:
    'Der Ticketverkauf #{{id}} wurde bereits mit einer anderen Auszugszeile bestätigt',
  statementTicketSaleNotWaiting: 'Der Ticketverkauf #{{id}} erwartet keine Zahlung auf dieses Konto',
  statementTicketLineConfirmed: 'Diese Auszugszeile hat den Ticketverkauf #{{id}} bereits bezahlt',
  statementTicketConfirmedOne: 'Zahlung des Ticketverkaufs #{{id}} aus dem Kontoauszug erfasst',
};
