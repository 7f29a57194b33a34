/**
 * A file refused whole (spec 4 §4.1 'rejeitado' or an upload refused at once): the message is
 * the spec's Portuguese text, shown as it is. Chunks already handed over are to be dropped.
 */
export class StatementRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementRefusedError';
  }
}
