import type { MerchantTextKey } from './merchant-texts-es.ts';

/** French texts the server writes to merchants and the admin (see merchant-texts-es.ts); "vous". */
export const merchantTextsFr: Record<MerchantTextKey, string> = {
  mailGreeting: 'Bonjour {{name}},',
  saleAlert: 'Nouvelle vente #{{id}} — {{total}}',
  saleProofAlert: 'Justificatif reçu : vente #{{id}} — {{total}} à vérifier',
  productDeleted: 'Produit #{{id}}',
  platformMessageSubject: 'Message de Vitrina',
  campaignTestSubject: 'Test : message de {{store}}',
  outboxNoBot: 'La boutique n’a pas de bot Telegram',

  recoverySubject: 'Réinitialisez votre mot de passe Vitrina',
  recoveryAsked: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Vitrina.',
  recoveryOpenLink:
    'Ouvrez ce lien pour en choisir un nouveau (il expire dans une heure et ne fonctionne qu’une seule fois) :',
  recoveryLink: 'Choisir un nouveau mot de passe',
  recoveryLinkNote: '(le lien expire dans une heure et ne fonctionne qu’une seule fois)',
  recoveryNotYou:
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne changera pas.',
  emailChangedSubject: 'L’e-mail de votre compte Vitrina a changé',
  emailChangedBody:
    'L’e-mail de votre compte Vitrina est passé de {{old}} à {{new}}. Désormais, les avis et la récupération du mot de passe arrivent à la nouvelle adresse, et vos autres sessions ont été fermées.',
  emailChangedNotYou:
    'Si ce n’était pas vous, quelqu’un est entré dans votre compte : contactez l’administrateur de Vitrina pour le récupérer.',

  licenceMailApprovedSubject: 'Paiement #{{id}} approuvé',
  licenceMailApproved:
    'Votre paiement #{{id}} (référence {{reference}}) a été approuvé. Votre abonnement est désormais valable jusqu’au {{until}}.',
  licenceMailRejectedSubject: 'Paiement #{{id}} refusé',
  licenceMailRejected:
    'Votre paiement #{{id}} (référence {{reference}}) a été refusé. Vérifiez la référence et le justificatif, ou écrivez-nous si vous pensez qu’il s’agit d’une erreur.',
  membershipReminderTodaySubject: 'Votre abonnement Vitrina expire aujourd’hui',
  membershipReminderSubject: 'Votre abonnement Vitrina expire dans {{days}} jours',
  membershipReminder:
    'Votre abonnement expire le {{end}}. Après cette date, votre boutique ne pourra plus recevoir de nouvelles commandes. Renouvelez votre forfait depuis le panneau (Améliorer l’abonnement).',

  saleStatusVerified: 'vérifiée',
  saleStatusNotVerified: 'non vérifiée',
  saleStatusShipped: 'expédiée',
  saleStatusDelivered: 'livrée',
  saleStatusReceived: 'reçue',
  saleStatusCancelled: 'annulée',
  saleStatusRejected: 'rejetée',
  saleActionVerify: 'vérifier le paiement',
  saleActionReject: 'refuser le paiement',
  saleActionShipping: 'confirmer l’expédition',
  saleActionDelivery: 'confirmer la livraison',
  saleActionReceive: 'confirmer la réception',
  saleActionCancel: 'annuler la vente',
  saleNotAllowed: 'La vente #{{id}} est déjà {{status}} : vous ne pouvez pas {{action}}.',
  saleVerified: 'Paiement confirmé avec succès',
  saleRejected: 'Paiement refusé avec succès',
  saleShipped: 'Expédition confirmée avec succès',
  saleDelivered: 'Livraison confirmée avec succès',
  saleReceived: 'Réception confirmée avec succès',
  saleCancelled: 'Vente annulée avec succès',
  saleCollected: 'Paiement en espèces enregistré',
  saleActionCollect: 'marquer le paiement en espèces comme encaissé',
  saleSettingsSaved: 'Paramètres des ventes enregistrés',
  saleActionSettle: 'enregistrer le paiement complet',
  saleSettled: 'Paiement complet enregistré',
  salePartRecorded: 'Paiement enregistré',
  salePartRemoved: 'Paiement supprimé',
  shipmentNotToVerify:
    'L’envoi #{{id}} n’est pas en attente de vérification (la vente est {{status}}) : il ne peut pas être vérifié.',
  shipmentVerified: 'Envoi vérifié avec succès',
  shipmentAcceptedNote: 'Envoi vérifié par la société de livraison. Livreur : {{courier}}',
  shipmentSettled: 'Paiement mis à jour avec succès',

  deliveryCompanyUpdated: 'Données mises à jour avec succès',
  deliveryRateUpdated: 'Tarif mis à jour avec succès',
  deliveryGeolocationOn: 'Facturation par géolocalisation activée avec succès',
  deliveryGeolocationOff: 'Facturation par géolocalisation désactivée avec succès',
  deliveryRouteDeleted: 'Itinéraire supprimé avec succès',
  deliveryLinked: 'Société liée avec succès',
  deliveryUnlinked: 'Société dissociée avec succès',

  eventCreated: 'Événement créé',
  eventUpdated: 'Événement mis à jour',
  eventDeleted: 'Événement supprimé',
  eventActivated: 'Événement activé',
  eventDeactivated: 'Événement désactivé',
  eventBotConnected: 'Bot Telegram connecté',
  eventBotDisconnected: 'Bot Telegram déconnecté',
  eventHasSales: 'Impossible de supprimer un événement qui a des ventes ; désactivez-le',
  eventTypeNotOfEvent: 'Ce type de billet n’appartient pas à cet événement',
  eventTypeRepeated: 'Le type de billet apparaît plusieurs fois',
  eventQuotaBelowSold: 'Le quota ne peut pas être inférieur aux {{sold}} billets déjà vendus',
  eventTypeHasSales:
    'Impossible de supprimer le type de billet « {{name}} » car il a des ventes ; conservez le type ou réduisez son quota',
  eventWebhookFailed: 'Telegram n’a pas accepté le webhook de l’événement ; réessayez',
  eventAccountCreated: 'Compte ajouté',
  eventAccountUpdated: 'Compte mis à jour',
  eventAccountDeleted: 'Compte supprimé',
  eventPercentUpdated: 'Pourcentage mis à jour',
  reviewVerified: 'Vente vérifiée',
  reviewRejected: 'Vente rejetée',
  reviewNotVerified: 'Vente marquée comme non vérifiée',
  reviewAlreadyReviewed: 'Cette vente a déjà été examinée ; actualisez la page pour voir son état',
  reviewNotBackToPending: 'Une vente examinée ne peut pas repasser en attente',
  reviewAlreadyCheckedIn:
    'Impossible de rejeter cette vente : l’un de ses billets a déjà servi à entrer à l’événement',

  doorAdmitted: 'Bienvenue, {{buyer}}',
  doorAlready: 'Déjà entré à {{time}}',
  doorOtherEvent: 'Ce billet est pour un autre événement : {{event}}',
  doorRejected: 'Billet non valide : son achat a été rejeté',
  doorNotVerified: 'Billet non valide : son achat n’est pas vérifié',
  doorUnknown: 'Code inconnu',

  csvSalesHeader:
    'vente,date,canal,client,etat,paiement,sous_total_usd,livraison_usd,total_usd,devise,taux,montant_ves,reference',
  csvShipmentsHeader: 'envoi,date,boutique,client,adresse,km,etat,livreur,frais_usd,paye,paye_le,photo',
  csvStoresHeader:
    'boutique_id,boutique,proprietaire,email,forfait,abonnement_jusqu_au,abonnement,etat,ventes_30j,total_30j_usd,telegram,web,creee_le',
  csvYes: 'oui',
  csvNo: 'non',
  csvPaid: 'payé',
  csvNotPaid: 'non payé',
  shipmentStatePending: 'à vérifier',
  shipmentStateVerified: 'vérifié',
  shipmentStateShipped: 'expédié',
  shipmentStateDelivered: 'livré',
  membershipActive: 'actif',
  membershipExpiring: 'bientôt échu',
  membershipExpired: 'échu',

  statementEmpty: 'Le fichier est vide',
  statementTooBig: 'Le fichier dépasse 5 Mo ; exportez une période plus courte',
  statementOldExcel:
    'Le fichier est dans l’ancien format Excel (.xls) : enregistrez-le au format .xlsx ou CSV et importez-le de nouveau',
  statementEncoding:
    'Ligne {{row}}, colonne {{column}} : le fichier n’est ni du texte (UTF-8 ou Latin-1) ni un fichier Excel .xlsx',
  statementUnreadableCsv: 'Ligne {{row}} : le CSV est mal formé (vérifiez les guillemets)',
  statementUnreadableExcel:
    'Impossible de lire le fichier Excel : il est endommagé ou protégé par un mot de passe',
  statementTooManyRows: 'Le relevé compte plus de 20 000 lignes ; importez-le en plusieurs fichiers',
  statementCellTooLong: 'Ligne {{row}}, colonne {{column}} : le texte dépasse 500 caractères',
  statementFormula:
    'Ligne {{row}}, colonne {{column}} : la cellule contient une formule ; exportez les valeurs, pas les formules',
  statementBadDate: 'Ligne {{row}}, colonne {{column}} : « {{value}} » n’est pas une date',
  statementBadAmount: 'Ligne {{row}}, colonne {{column}} : « {{value}} » n’est pas un montant',
  statementNoLayout:
    'Les colonnes du fichier ne sont pas reconnues : choisissez votre banque ou indiquez quelles colonnes contiennent la date, la référence et le montant',
  statementMappingRequired: 'Indiquez quelles colonnes contiennent la date, la référence et le montant',
  statementColumnMissing: 'Le fichier n’a pas de colonne « {{column}} »',
  statementNoLines: 'Le fichier ne contient aucun crédit (montant positif) à rapprocher',
  statementLineConfirmed: 'Cette ligne du relevé a déjà confirmé le paiement de la vente #{{id}}',
  statementSaleConfirmed:
    'Le paiement de la vente #{{id}} a déjà été confirmé avec une autre ligne du relevé',
  statementSaleNotWaiting: 'La vente #{{id}} n’attend pas la vérification d’un paiement sur ce compte',
  statementConfirmedOne: 'Paiement de la vente #{{id}} confirmé avec le relevé',
  statementConfirmedMany: 'Paiements confirmés avec le relevé : {{count}}',
  statementFileRequired: 'Choisissez le fichier du relevé (CSV ou Excel .xlsx)',
  statementLicenceConfirmed:
    'Le paiement de licence #{{id}} a déjà été confirmé par une autre ligne du relevé',
  statementLicenceNotWaiting: 'Le paiement de licence #{{id}} n’attend pas d’approbation sur ce compte',
  statementLicenceLineConfirmed: 'Cette ligne du relevé a déjà approuvé le paiement de licence #{{id}}',
  statementLicenceConfirmedOne: 'Paiement de licence #{{id}} approuvé avec le relevé',
  statementTicketSaleConfirmed:
    'La vente de billets n°{{id}} a déjà été confirmée avec une autre ligne du relevé',
  statementTicketSaleNotWaiting: 'La vente de billets n°{{id}} n’attend pas de paiement sur ce compte',
  statementTicketLineConfirmed: 'Cette ligne du relevé a déjà payé la vente de billets n°{{id}}',
  statementTicketConfirmedOne: 'Paiement de la vente de billets n°{{id}} enregistré depuis le relevé',
};
