import { escapeHtml } from '#server/lib/html.ts';
/** The password recovery e-mail, in Spanish. `sensitive` drops the link once it is sent. */
export function recoveryMail({ name, link }: { name: string; link: string }) {
  const text = [
    `Hola ${name},`,
    '',
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Vitrina.',
    `Abre este enlace para elegir una nueva (vence en una hora y sirve una sola vez):`,
    link,
    '',
    'Si no fuiste tú, ignora este mensaje: tu contraseña no cambiará.',
  ].join('\n');
  const html = `<p>Hola ${escapeHtml(name)},</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta de Vitrina.</p>
<p><a href="${escapeHtml(link)}">Elegir una nueva contraseña</a> (el enlace vence en una hora y sirve una sola vez).</p>
<p>Si no fuiste tú, ignora este mensaje: tu contraseña no cambiará.</p>`;
  return { subject: 'Recupera tu contraseña de Vitrina', text, html, sensitive: true };
}
