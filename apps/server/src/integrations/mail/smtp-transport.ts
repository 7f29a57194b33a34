import type { MailTransport } from './mail';

/** SMTP through nodemailer; `url` like smtp://user:pass@host:587 or smtps://... */
export function createSmtpTransport(url: string): MailTransport {
  // Loaded with the first message: most runs deliver to the offline outbox and never need it.
  const transporter = import('nodemailer').then((m) => m.default.createTransport(url));
  return {
    async deliver(message) {
      await (await transporter).sendMail(message);
    },
  };
}
