/**
 * The justify call's own schema, in a chunk of its own: loaded when the dialog opens, so the
 * 'Divergências' list does not carry the item calls' zod schemas (the route's weight budget).
 */
export { divergenceJustifySchema } from '@lastro/domain';
