import { COMMON_MESSAGES } from '../messages/common';

/** Long error texts in tables are cut at 35 characters (full text in a tooltip). */
export const ERROR_PREVIEW_LENGTH = 35;

/** Cuts a text at `max` characters, adding '...' when it was longer. */
export function truncateText(text: string | null | undefined, max = ERROR_PREVIEW_LENGTH): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}

/** 'Sim' for true, 'Não' for false (list columns such as Ativo). */
export function yesNo(value: boolean | null | undefined): string {
  return value ? COMMON_MESSAGES.yes : COMMON_MESSAGES.no;
}
