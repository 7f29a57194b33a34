import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * A zip archive written straight into a stream, entry after entry (the xlsx container).
 * Entries are deflated as they come and end with a data descriptor, so nothing is held
 * in memory but zlib's window. No zip64: an entry or the archive past 4 GiB is refused
 * (the exports stop at 99,999 rows, a few hundred MB at most).
 */
export interface ZipWriter {
  /** A small entry given whole. */
  addFile(name: string, content: string): Promise<void>;
  /** A large entry written in pieces; one open entry at a time. */
  openEntry(name: string): Promise<ZipEntry>;
  /** Writes the central directory and ends the target. */
  finish(): Promise<void>;
  abort(err?: Error): void;
}

export interface ZipEntry {
  write(text: string): Promise<void>;
  close(): Promise<void>;
}

const LIMIT = 0xffffffff;
/** Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8. */
const FLAG_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const DEFLATE = 8;
const VERSION = 20;

interface Written {
  name: Buffer;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

/** Resolves when the target takes more; rejects if it fails or closes first. */
function drained(target: Writable): Promise<void> {
  if (target.destroyed) return Promise.reject(target.errored ?? new Error('zip target closed'));
  return new Promise((resolve, reject) => {
    const done = (err?: Error) => {
      target.off('drain', onDrain);
      target.off('error', onError);
      target.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => done();
    const onError = (err: Error) => done(err);
    const onClose = () => done(target.errored ?? new Error('zip target closed'));
    target.on('drain', onDrain);
    target.on('error', onError);
    target.on('close', onClose);
  });
}

export function createZipWriter(target: Writable, opts: { level?: number; now?: Date } = {}): ZipWriter {
  const level = opts.level ?? zlib.constants.Z_DEFAULT_COMPRESSION;
  const { time, date } = dosDateTime(opts.now ?? new Date());
  const entries: Written[] = [];
  let offset = 0;
  let open = false;

  const push = async (chunk: Buffer) => {
    offset += chunk.length;
    if (!target.write(chunk)) await drained(target);
  };

  const localHeader = (name: Buffer, flags: number, crc: number, compressed: number, size: number) => {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(VERSION, 4);
    h.writeUInt16LE(flags, 6);
    h.writeUInt16LE(DEFLATE, 8);
    h.writeUInt16LE(time, 10);
    h.writeUInt16LE(date, 12);
    h.writeUInt32LE(crc, 14);
    h.writeUInt32LE(compressed, 18);
    h.writeUInt32LE(size, 22);
    h.writeUInt16LE(name.length, 26);
    h.writeUInt16LE(0, 28);
    return Buffer.concat([h, name]);
  };

  const checkSizes = (e: Written) => {
    if (e.size >= LIMIT || e.compressed >= LIMIT || offset >= LIMIT) throw new Error('zip entry too large (no zip64)');
  };

  return {
    async addFile(name, content) {
      if (open) throw new Error('zip entry still open');
      const data = Buffer.from(content, 'utf8');
      const packed = zlib.deflateRawSync(data, { level });
      const e: Written = {
        name: Buffer.from(name, 'utf8'),
        flags: FLAG_UTF8,
        crc: zlib.crc32(data),
        compressed: packed.length,
        size: data.length,
        offset,
      };
      checkSizes(e);
      entries.push(e);
      await push(localHeader(e.name, e.flags, e.crc, e.compressed, e.size));
      await push(packed);
    },

    async openEntry(name) {
      if (open) throw new Error('zip entry still open');
      open = true;
      const e: Written = { name: Buffer.from(name, 'utf8'), flags: FLAG_UTF8 | FLAG_DESCRIPTOR, crc: 0, compressed: 0, size: 0, offset };
      await push(localHeader(e.name, e.flags, 0, 0, 0));
      const deflate = zlib.createDeflateRaw({ level });
      // Compressed bytes go on to the target as zlib makes them; a slow target pauses zlib,
      // which in turn makes write() below wait.
      let failure: Error | null = null;
      deflate.on('data', (chunk: Buffer) => {
        e.compressed += chunk.length;
        offset += chunk.length;
        if (!target.write(chunk)) {
          deflate.pause();
          drained(target).then(
            () => deflate.resume(),
            (err: Error) => deflate.destroy(err),
          );
        }
      });
      deflate.on('error', (err) => (failure = err));
      // zlib compresses on a worker thread: a piece is handed over and the caller goes on (reads
      // its next rows) while it is compressed; the next write waits for that one, so at most
      // one piece is ever queued.
      let busy: Promise<unknown> | null = null;
      return {
        async write(text) {
          if (busy) await busy;
          busy = null;
          if (failure) throw failure;
          const data = Buffer.from(text, 'utf8');
          e.crc = zlib.crc32(data, e.crc);
          e.size += data.length;
          if (e.size >= LIMIT) throw new Error('zip entry too large (no zip64)');
          if (!deflate.write(data)) busy = once(deflate, 'drain');
        },
        async close() {
          if (busy) await busy;
          deflate.end();
          await once(deflate, 'end');
          if (failure) throw failure;
          checkSizes(e);
          const d = Buffer.alloc(16);
          d.writeUInt32LE(0x08074b50, 0);
          d.writeUInt32LE(e.crc, 4);
          d.writeUInt32LE(e.compressed, 8);
          d.writeUInt32LE(e.size, 12);
          await push(d);
          entries.push(e);
          open = false;
        },
      };
    },

    async finish() {
      if (open) throw new Error('zip entry still open');
      const start = offset;
      const parts: Buffer[] = [];
      for (const e of entries) {
        const h = Buffer.alloc(46);
        h.writeUInt32LE(0x02014b50, 0);
        h.writeUInt16LE(VERSION, 4);
        h.writeUInt16LE(VERSION, 6);
        h.writeUInt16LE(e.flags, 8);
        h.writeUInt16LE(DEFLATE, 10);
        h.writeUInt16LE(time, 12);
        h.writeUInt16LE(date, 14);
        h.writeUInt32LE(e.crc, 16);
        h.writeUInt32LE(e.compressed, 20);
        h.writeUInt32LE(e.size, 24);
        h.writeUInt16LE(e.name.length, 28);
        // extra, comment, disk, internal and external attributes: 0
        h.writeUInt32LE(e.offset, 42);
        parts.push(h, e.name);
      }
      const directory = Buffer.concat(parts);
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(directory.length, 12);
      end.writeUInt32LE(start, 16);
      if (start + directory.length >= LIMIT) throw new Error('zip archive too large (no zip64)');
      await push(directory);
      await push(end);
      target.end();
      await once(target, 'finish');
    },

    abort(err) {
      target.destroy(err);
    },
  };
}
