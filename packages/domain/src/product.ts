/** Slug of the product; replaces the `{product}` placeholder of the specification. */
export const PRODUCT_SLUG = 'lastro';
export type ProductSlug = typeof PRODUCT_SLUG;
