import { createHttpSmsTransport } from './http-sms-transport';
import type { SmsOutboxRepository } from './outbox.repository';
import { REDACTED } from '../mail/mail';
import type { SmsSender, SmsTransport } from './sms';

export interface SmsOptions {
  provider: 'offline' | 'http';
  httpUrl?: string | undefined;
  httpToken?: string | undefined;
  from: string;
  /** Overrides the HTTP transport (tests). */
  transport?: SmsTransport;
  onError?: (err: unknown) => void;
}

/**
 * Like the mailer: every message is written to the outbox first. With the offline provider
 * that row is the delivery (read by an administrator or a test through GET /sms/outbox); with
 * the HTTP provider it is sent too, and once it left, the stored copy loses its secret.
 */
export function createSmsSender(outbox: SmsOutboxRepository, opts: SmsOptions): SmsSender {
  const transport =
    opts.transport ?? (opts.provider === 'http' && opts.httpUrl ? createHttpSmsTransport({ url: opts.httpUrl, token: opts.httpToken }) : undefined);
  const name = transport ? 'http' : 'offline';
  return {
    transport: name,
    async send(message) {
      const to = message.to.replace(/\D/g, '');
      const id = await outbox.insert({ kind: message.kind, toNumber: to, textBody: message.text, transport: name });
      if (!transport) return;
      try {
        await transport.deliver({ from: opts.from, to, text: message.text });
        await outbox.markSent(id, message.secret ? message.text.split(message.secret).join(REDACTED) : message.text);
      } catch (err) {
        await outbox.markFailed(id, err instanceof Error ? err.message : String(err));
        opts.onError?.(err);
      }
    },
  };
}
