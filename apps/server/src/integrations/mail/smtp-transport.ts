import nodemailer from 'nodemailer';
import type { MailTransport } from './mail';

/** SMTP through nodemailer; `url` like smtp://user:pass@host:587 or smtps://... */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async deliver(message) {
      await transporter.sendMail(message);
    },
  };
}
