import { useEffect, useRef } from 'react';
import { SERVICE_BASE_URLS, type ServiceKind } from '../config/services';
import { useSession } from './session';

export type EventHandlers = Record<string, (data: unknown) => void>;

/** After the server refused or dropped the stream for good, try again this much later. */
const RECONNECT_MS = 10_000;

/**
 * One server-sent-events connection for the signed-in session. EventSource cannot send
 * headers, so the token goes in the query (the server accepts it on stream routes only).
 * The connection closes when the session ends or changes; events are JSON.
 */
export function useEventStream(
  kind: ServiceKind,
  path: string,
  handlers: EventHandlers,
  opts: { enabled?: boolean; onReconnect?: () => void } = {},
) {
  const enabled = opts.enabled ?? true;
  const token = useSession()?.token ?? null;
  const handlersRef = useRef(handlers);
  const onReconnectRef = useRef(opts.onReconnect);
  useEffect(() => {
    handlersRef.current = handlers;
    onReconnectRef.current = opts.onReconnect;
  });
  const eventNames = Object.keys(handlers).sort().join(',');

  useEffect(() => {
    if (!enabled || !token || typeof EventSource === 'undefined') return;
    const url = `${SERVICE_BASE_URLS[kind]}/${path.replace(/^\//, '')}?token=${encodeURIComponent(token)}`;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    let opened = false;

    const connect = () => {
      source = new EventSource(url);
      // Events sent while the stream was down are lost: a reconnection lets the caller catch up.
      source.onopen = () => {
        if (opened) onReconnectRef.current?.();
        opened = true;
      };
      for (const name of eventNames.split(',').filter(Boolean)) {
        source.addEventListener(name, (event) => {
          let data: unknown;
          try {
            data = JSON.parse((event as MessageEvent<string>).data);
          } catch {
            return;
          }
          handlersRef.current[name]?.(data);
        });
      }
      source.onerror = () => {
        // EventSource retries a dropped stream itself; a refused one (e.g. 401) ends CLOSED.
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source.close();
          retry = setTimeout(connect, RECONNECT_MS);
        }
      };
    };
    connect();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      source?.close();
    };
  }, [kind, path, token, enabled, eventNames]);
}
