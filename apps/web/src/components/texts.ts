import { MESSAGES } from '@lastro/domain';

/** The shared components' texts, from the product's message catalogue. */
export const texts = MESSAGES.components;
