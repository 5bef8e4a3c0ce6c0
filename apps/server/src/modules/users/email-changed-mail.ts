import { DEFAULT_TEXT_LANGUAGE, merchantTextsIn } from '@vitrina/contract';
import { escapeHtml } from '#server/lib/html.ts';

// The user's language is not known yet: Spanish ("usted", as the panel speaks).
const say = merchantTextsIn(DEFAULT_TEXT_LANGUAGE);

/** The notice to an account's old address that its e-mail changed (issue 29). */
export function emailChangedMail(v: { name: string; old: string; new: string }) {
  const lines = [
    say('mailGreeting', { name: v.name }),
    say('emailChangedBody', { old: v.old, new: v.new }),
    say('emailChangedNotYou'),
  ];
  return {
    subject: say('emailChangedSubject'),
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
  };
}
