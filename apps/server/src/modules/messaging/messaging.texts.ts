/** Spanish texts of the messaging replies (SPEC.md §8 for the sends); serverMessages keys beside each. */
export const messagingTexts = {
  /** messagingMessageSent */
  messageSent: 'Mensaje enviado exitosamente',
  /** messagingMessageFailed */
  messageFailed: 'Ha ocurrido un error al enviar el mensaje',
  /** messagingImageSent */
  imageSent: 'Imagen enviada exitosamente',
  /** messagingImageFailed */
  imageFailed: 'Ha ocurrido un error al enviar la imagen',
  /** messagingPromotionSent */
  promotionSent: 'Promoción enviada exitosamente',
  /** messagingPromotionFailed */
  promotionFailed: 'Ha ocurrido un error al enviar la promoción',
  campaignCreated: 'Campaña creada: el envío comenzó',
  campaignScheduled: 'Campaña programada',
  campaignEmpty: 'La audiencia elegida no tiene destinatarios',
  campaignTestSent: 'Prueba enviada a su correo y a sus dispositivos',
  campaignPaused: 'Campaña en pausa',
  campaignResumed: 'Campaña reanudada',
  campaignCancelled: 'Campaña cancelada',
  campaignNotPausable: 'Solo se puede pausar una campaña que se está enviando',
  campaignNotResumable: 'Solo se puede reanudar una campaña en pausa',
  campaignNotCancellable: 'La campaña ya terminó o fue cancelada',
} as const;

/** Keys of these texts in the contract's serverMessages catalogue. */
export const messagingTextKeys: Record<keyof typeof messagingTexts, string> = {
  messageSent: 'messagingMessageSent',
  messageFailed: 'messagingMessageFailed',
  imageSent: 'messagingImageSent',
  imageFailed: 'messagingImageFailed',
  promotionSent: 'messagingPromotionSent',
  promotionFailed: 'messagingPromotionFailed',
  campaignCreated: 'messagingCampaignCreated',
  campaignScheduled: 'messagingCampaignScheduled',
  campaignEmpty: 'messagingCampaignEmpty',
  campaignTestSent: 'messagingCampaignTestSent',
  campaignPaused: 'messagingCampaignPaused',
  campaignResumed: 'messagingCampaignResumed',
  campaignCancelled: 'messagingCampaignCancelled',
  campaignNotPausable: 'messagingCampaignNotPausable',
  campaignNotResumable: 'messagingCampaignNotResumable',
  campaignNotCancellable: 'messagingCampaignNotCancellable',
};

/** What the bot says to shoppers (not API replies: these go to Telegram). */
export const botTexts = {
  orderButton: 'Pedir',
  saleAlert: (id: number, total: string) => `Nueva venta #${id} — ${total}`,
};
