import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { DeliveryError } from '#server/channels/delivery-error.ts';

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
        try {
          await transport.sendMail({ from: opts.from, ...mail });
        } catch (err) {
          throw classifySmtpError(err);
        }
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

/** SMTP replies 4xx are temporary (greylisting, full mailbox), 5xx permanent; no reply: network. */
export function classifySmtpError(err: unknown): DeliveryError {
  const { responseCode, response, message } = err as {
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const reason = (response ?? message ?? String(err)).slice(0, 500);
  if (typeof responseCode === 'number' && responseCode >= 500)
    return new DeliveryError('permanent', `SMTP ${reason}`);
  return new DeliveryError('temporary', `SMTP ${reason}`);
}
