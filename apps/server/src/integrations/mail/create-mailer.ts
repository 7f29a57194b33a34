import type { Mailer, MailMessage, MailTransport } from './mail';
import { REDACTED } from './mail';
import type { OutboxRepository } from './outbox.repository';
import { createSmtpTransport } from './smtp-transport';

export interface MailerOptions {
  smtpUrl?: string | undefined;
  mailFrom: string;
  /** Overrides the SMTP transport (tests). */
  transport?: MailTransport;
  onError?: (err: unknown, message: MailMessage) => void;
}

/**
 * Every message is written to the outbox first. Without SMTP that row is the delivery
 * (read by an administrator or a test through the outbox API). With SMTP the message
 * is sent too, and once it left, the stored copy loses its secret.
 */
export function createMailer(outbox: OutboxRepository, opts: MailerOptions): Mailer {
  const transport = opts.transport ?? (opts.smtpUrl ? createSmtpTransport(opts.smtpUrl) : undefined);
  return {
    transport: transport ? 'smtp' : 'outbox',
    async send(message) {
      const id = await outbox.insert({
        kind: message.kind,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        transport: transport ? 'smtp' : 'outbox',
      });
      if (!transport) return;
      try {
        await transport.deliver({ from: opts.mailFrom, to: message.to, subject: message.subject, text: message.text });
        const stored = message.secret ? message.text.split(message.secret).join(REDACTED) : message.text;
        await outbox.markSent(id, stored);
      } catch (err) {
        // The user record is already saved; the failure is kept on the row and can be resent.
        await outbox.markFailed(id, err instanceof Error ? err.message : String(err));
        opts.onError?.(err, message);
      }
    },
  };
}
