// Outgoing mail: every message is stored in the outbox (readable at /_dev/mail outside
// production) and also sent over SMTP when SMTP_URL is set.
import type { Queryable } from '../db/database';
import { newId } from '../ids';

export type MailKind =
  | 'verification-code'
  | 'invitation'
  | 'sign-in-code'
  | 'email-change-code'
  | 'email-change-notice'
  | 'other';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  kind: MailKind;
}

export interface Mailer {
  send(db: Queryable, mail: Mail): Promise<void>;
}

export function createMailer(options: { smtpUrl?: string | undefined; from: string }): Mailer {
  let transport: Promise<{ sendMail(message: object): Promise<unknown> }> | undefined;
  return {
    async send(db, mail) {
      await db.query(
        'INSERT INTO mail_outbox (id, to_email, subject, body, kind) VALUES ($1, $2, $3, $4, $5)',
        [newId('mail'), mail.to, mail.subject, mail.body, mail.kind],
      );
      if (!options.smtpUrl) return;
      transport ??= import('nodemailer').then((nodemailer) =>
        nodemailer.default.createTransport(options.smtpUrl),
      );
      try {
        await (
          await transport
        ).sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.body });
      } catch (error) {
        // The outbox keeps the message; delivery failures must not fail the user's action.
        console.error(
          `Mail delivery to the SMTP server failed (${(error as Error).message}); the message stays in the outbox.`,
        );
      }
    },
  };
}
