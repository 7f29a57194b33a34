import { STATEMENT_CAPS, type StatementAccount, type StatementChunk, type StatementLine, type StatementLineError } from '@lastro/domain';

/** Where a reader hands its lines, a chunk at a time (the ingestion COPYs each into staging). */
export interface StatementSink {
  /** Lines per chunk; 5,000 by default (spec 4 §5.6). */
  chunkSize?: number;
  onChunk(chunk: StatementChunk): void | Promise<void>;
  /**
   * Each account the file names, once, before any chunk holding its lines: the ingestion
   * resolves it as it comes and so reads the file once.
   */
  onAccount?(account: StatementAccount): void | Promise<void>;
}

/** First 200 characters of a raw line, as a line error keeps it. */
export const rawPreview = (text: string) => text.slice(0, 200);

/**
 * Gathers lines and errors and hands them over whenever `chunkSize` lines and errors have come,
 * so a 100,000-line file is never one array; `flush` hands the rest.
 */
export class ChunkWriter {
  private lines: StatementLine[] = [];
  private errors: StatementLineError[] = [];
  private readonly size: number;
  linesRead = 0;
  credits = 0;
  debits = 0;
  firstDate: string | null = null;
  lastDate: string | null = null;
  private readonly errorLines = new Set<number>();

  constructor(private readonly sink: StatementSink) {
    this.size = Math.max(1, sink.chunkSize ?? STATEMENT_CAPS.chunkLines);
  }

  private readonly accountsSeen = new Set<string>();

  /** Tells the sink of an account the first time the file names it. */
  async account(account: StatementAccount): Promise<void> {
    if (this.accountsSeen.has(account.raw)) return;
    this.accountsSeen.add(account.raw);
    await this.sink.onAccount?.(account);
  }

  get errorLineCount(): number {
    return this.errorLines.size;
  }

  async line(line: StatementLine): Promise<void> {
    this.lines.push(line);
    this.linesRead++;
    if (line.amount >= 0) this.credits += line.amount;
    else this.debits -= line.amount;
    if (this.firstDate === null || line.postedDate < this.firstDate) this.firstDate = line.postedDate;
    if (this.lastDate === null || line.postedDate > this.lastDate) this.lastDate = line.postedDate;
    await this.maybeFlush();
  }

  async error(error: StatementLineError): Promise<void> {
    this.errors.push(error);
    this.errorLines.add(error.lineNumber);
    await this.maybeFlush();
  }

  private async maybeFlush(): Promise<void> {
    if (this.lines.length + this.errors.length >= this.size) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.lines.length === 0 && this.errors.length === 0) return;
    const chunk = { lines: this.lines, errors: this.errors };
    this.lines = [];
    this.errors = [];
    await this.sink.onChunk(chunk);
  }
}
