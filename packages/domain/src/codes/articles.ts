/** Article of the creditor's visual identity (o/a/e product). */
export const ARTICLES = [
  { value: 'O', label: 'O' },
  { value: 'A', label: 'A' },
  { value: 'E', label: 'E' },
] as const;
export type Article = (typeof ARTICLES)[number]['value'];
