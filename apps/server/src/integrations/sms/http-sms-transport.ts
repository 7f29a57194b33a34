import type { SmsTransport } from './sms';

/**
 * A generic HTTP SMS gateway: POST {from, to, text} as JSON to `url`, with `token` as a bearer
 * when given. Any non-2xx answer is a failed delivery (kept on the outbox row).
 */
export function createHttpSmsTransport(opts: { url: string; token?: string | undefined; timeoutMs?: number }): SmsTransport {
  return {
    async deliver(message) {
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
        body: JSON.stringify({ from: message.from, to: `+55${message.to}`, text: message.text }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}
