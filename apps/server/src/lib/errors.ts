import { MESSAGES } from '@lastro/domain';

/** A failure whose Portuguese message is meant for the user. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messages: string[];

  constructor(statusCode: number, messages: string | string[]) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list[0] ?? MESSAGES.errors.generic);
    this.statusCode = statusCode;
    this.messages = list;
  }
}

export const badRequest = (messages: string | string[]) => new AppError(400, messages);
export const unauthorized = (message: string = MESSAGES.auth.sessionExpired) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.errors.forbidden) => new AppError(403, message);
/** What the caller may not see is "not found", never "forbidden". */
export const notFound = (message: string = MESSAGES.errors.notFound) => new AppError(404, message);
export const conflict = (message: string = MESSAGES.errors.conflict) => new AppError(409, message);
/** Well-formed but not acceptable as it stands (an idempotency key already used with another request). */
export const unprocessable = (message: string) => new AppError(422, message);
