import { parseCsvPreview } from './csv-preview';

// Typed by hand: the app's lib is DOM, not WebWorker.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ArrayBuffer>) => void) | null;
  postMessage(message: unknown): void;
};

// A large file is read off the page's thread, so choosing it never freezes the screen.
scope.onmessage = (event) => {
  try {
    scope.postMessage({ ok: true, preview: parseCsvPreview(new Uint8Array(event.data)) });
  } catch (err) {
    scope.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
  }
};
