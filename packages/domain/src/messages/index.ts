import { ACCESS_MESSAGES, INVITATION_MESSAGES } from './access';
import { AUTH_MESSAGES } from './auth';
import { COMMITMENT_MESSAGES } from './commitments';
import { COMMON_MESSAGES, ERROR_MESSAGES, VALIDATION_MESSAGES } from './common';
import { CREDITOR_MESSAGES } from './creditors';
import { IMPORT_MESSAGES } from './imports';
import { MERCHANT_MESSAGES } from './merchants';
import { NAVIGATION_MESSAGES } from './navigation';
import { NOTIFICATION_MESSAGES } from './notifications';
import { REGISTER_MESSAGES } from './registers';
import { REGISTERED_CONTRACT_MESSAGES } from './registered-contracts';
import { REPORT_MESSAGES } from './reports';
import { REGISTRY_MESSAGES } from './registry';
import { RECONCILIATION_STATEMENT_MESSAGES } from './reconciliation-statements';
import { SCHEDULE_MESSAGES } from './schedules';
import { SECURITY_MESSAGES } from './security';
import * as MESSAGES from './catalogue';

/**
 * The Portuguese message catalogue of the product, `MESSAGES.<part>.<text>`. A module namespace
 * (catalogue.ts) rather than one object: a web page's bundle takes only the parts it reads.
 */
export { MESSAGES };

export type Messages = typeof MESSAGES;

/** First message of an error body ({errors:{message:[...]}}), or the generic error text. */
export function firstErrorMessage(body: unknown, fallback: string = COMMON_MESSAGES.genericError): string {
  if (body && typeof body === 'object' && 'errors' in body) {
    const errors = (body as { errors?: { message?: unknown } }).errors;
    const list = errors?.message;
    if (Array.isArray(list) && typeof list[0] === 'string' && list[0] !== '') return list[0];
    if (typeof list === 'string' && list !== '') return list;
  }
  return fallback;
}

export {
  ACCESS_MESSAGES,
  AUTH_MESSAGES,
  COMMITMENT_MESSAGES,
  COMMON_MESSAGES,
  CREDITOR_MESSAGES,
  ERROR_MESSAGES,
  IMPORT_MESSAGES,
  INVITATION_MESSAGES,
  MERCHANT_MESSAGES,
  NAVIGATION_MESSAGES,
  NOTIFICATION_MESSAGES,
  REGISTER_MESSAGES,
  REGISTERED_CONTRACT_MESSAGES,
  REPORT_MESSAGES,
  REGISTRY_MESSAGES,
  RECONCILIATION_STATEMENT_MESSAGES,
  SCHEDULE_MESSAGES,
  SECURITY_MESSAGES,
  VALIDATION_MESSAGES,
};
