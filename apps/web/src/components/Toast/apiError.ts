import { COMPONENT_MESSAGES } from '@lastro/domain/messages/components';

const firstMessage = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() ? value : undefined;
  if (Array.isArray(value))
    return value.find((item): item is string => typeof item === 'string' && item.trim() !== '');
  return undefined;
};

/**
 * The message to show for a failed call: the first of `messages` (ApiError instances),
 * else the first of `errors.message` (the API error body {errors:{message:string[]}}),
 * else 'Aconteceu um erro, tente novamente mais tarde'.
 */
export function getApiErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const fromMessages = firstMessage((error as { messages?: unknown }).messages);
    if (fromMessages) return fromMessages;
    const errors = (error as { errors?: unknown }).errors;
    if (typeof errors === 'object' && errors !== null) {
      const fromBody = firstMessage((errors as { message?: unknown }).message);
      if (fromBody) return fromBody;
    }
  }
  return COMPONENT_MESSAGES.toast.defaultError;
}
