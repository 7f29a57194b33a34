import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createSmsSender } from './create-sms-sender';
import type { SmsOutboxRepository } from './outbox.repository';
import type { SmsTransport } from './sms';

/** An outbox in memory: the rows the sender writes and what it marks on them. */
function memoryOutbox() {
  const rows: { id: string; toNumber: string; textBody: string; transport: string; sent?: string; error?: string }[] = [];
  const outbox = {
    async insert(row: { kind: string; toNumber: string; textBody: string; transport: string }) {
      rows.push({ id: String(rows.length), ...row });
      return String(rows.length - 1);
    },
    async markSent(id: string, textBody: string) {
      rows[Number(id)]!.sent = textBody;
    },
    async markFailed(id: string, error: string) {
      rows[Number(id)]!.error = error;
    },
  } as unknown as SmsOutboxRepository;
  return { rows, outbox };
}

const message = { kind: 'merchant-phone-code', to: '(11) 98765-4321', text: 'Lastro: seu codigo e 123456.', secret: '123456' };

describe('the SMS sender', () => {
  it('offline: the outbox row is the delivery, secret kept for the reader', async () => {
    const { rows, outbox } = memoryOutbox();
    const sms = createSmsSender(outbox, { provider: 'offline', from: 'Lastro' });
    await sms.send(message);
    expect(sms.transport).toBe('offline');
    expect(rows).toEqual([{ id: '0', kind: 'merchant-phone-code', toNumber: '11987654321', textBody: message.text, transport: 'offline' }]);
  });

  it('http: sends through the provider and blanks the secret of the stored copy; a failure stays on the row', async () => {
    const { rows, outbox } = memoryOutbox();
    const delivered: unknown[] = [];
    let fail = false;
    const transport: SmsTransport = {
      async deliver(m) {
        if (fail) throw new Error('gateway down');
        delivered.push(m);
      },
    };
    const errors: unknown[] = [];
    const sms = createSmsSender(outbox, { provider: 'http', httpUrl: 'https://sms.example/send', from: 'Lastro', transport, onError: (e) => errors.push(e) });
    await sms.send(message);
    expect(delivered).toEqual([{ from: 'Lastro', to: '11987654321', text: message.text }]);
    expect(rows[0]!.sent).toBe('Lastro: seu codigo e [removido após o envio].');
    fail = true;
    await sms.send(message);
    expect(rows[1]).toMatchObject({ error: 'gateway down', transport: 'http' });
    expect(rows[1]!.sent).toBeUndefined();
    expect(errors).toHaveLength(1);
  });

  it('refuses an http provider without its address', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http', JWT_SECRET: 'x'.repeat(40) })).toThrow('SMS_PROVIDER=http needs SMS_HTTP_URL');
    expect(loadConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send', JWT_SECRET: 'x'.repeat(40) }).smsProvider).toBe('http');
  });
});
