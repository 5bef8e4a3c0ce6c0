import { DEFAULT_TEXT_LANGUAGE, merchantTextsIn } from '@vitrina/contract';
import { escapeHtml } from '#server/lib/html.ts';

// The user's language is not known yet: Spanish ("usted", as the panel speaks).
const say = merchantTextsIn(DEFAULT_TEXT_LANGUAGE);

/** The password recovery e-mail. `sensitive` drops the link once it is sent. */
export function recoveryMail({ name, link }: { name: string; link: string }) {
  const text = [
    say('mailGreeting', { name }),
    '',
    say('recoveryAsked'),
    say('recoveryOpenLink'),
    link,
    '',
    say('recoveryNotYou'),
  ].join('\n');
  const html = `<p>${escapeHtml(say('mailGreeting', { name }))}</p>
<p>${escapeHtml(say('recoveryAsked'))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(say('recoveryLink'))}</a> ${escapeHtml(say('recoveryLinkNote'))}.</p>
<p>${escapeHtml(say('recoveryNotYou'))}</p>`;
  return { subject: say('recoverySubject'), text, html, sensitive: true };
}
