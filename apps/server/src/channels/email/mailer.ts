import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; description: string };

/**
 * SMTP_URL sends through a real server; without it each mail is written as an .eml file
 * under DATA_DIR/mail-outbox, where the demo can read it.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    const safeUrl = opts.smtpUrl.replace(/\/\/[^@/]*@/, '//***@');
    return {
      description: `SMTP ${safeUrl}`,
      send: async (mail) => {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const dir = path.join(opts.dataDir, 'mail-outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `local outbox ${dir}`,
    send: async (mail) => {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      mkdirSync(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`;
      writeFileSync(path.join(dir, name), info.message as Buffer);
    },
  };
}
