import { shopperTextsIn, type TelegramUser, textLanguageOf } from '@vitrina/contract';

/**
 * The one reply a `/start` in a group gets from a bot (its shop or its event): where to write to it
 * in private, in the sender's language, with a button to that chat when the bot's name is known.
 * Undefined for anything else said in a group, and for a `/start@other_bot` meant for another bot.
 */
export function privateChatPointer(
  msg: { text?: string; from?: Pick<TelegramUser, 'language_code'> },
  botUsername: string | null | undefined,
): { text: string; buttons?: { text: string; url: string }[][] } | undefined {
  const start = /^\/start(?:@(\w+))?(?:\s|$)/.exec(msg.text ?? '');
  if (!start) return undefined;
  if (start[1] && botUsername && start[1].toLowerCase() !== botUsername.toLowerCase()) return undefined;
  const tell = shopperTextsIn(textLanguageOf(msg.from?.language_code));
  if (!botUsername) return { text: tell('chatPrivateOnly') };
  return {
    text: tell('chatPrivateOnly'),
    buttons: [[{ text: tell('chatOpenPrivate'), url: `https://t.me/${botUsername}` }]],
  };
}
