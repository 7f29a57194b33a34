import { DEFAULT_CLASSIFICATION_KEYWORDS } from '@lastro/domain';

/**
 * Spec 4 §5.7: the rules a creditor's first company seeds, 'Descrição contém' → acquirer, in this
 * order: the domain's one list, keyed here by the acquirer's CNPJ (the register's names are the
 * users' to edit); a rule whose acquirer is not in 'Credenciadoras' is not seeded.
 */
export const DEFAULT_RULE_KEYWORDS: readonly { keyword: string; acquirerDocument: string }[] = DEFAULT_CLASSIFICATION_KEYWORDS.map(
  ({ keyword, acquirerDocument }) => ({ keyword, acquirerDocument }),
);
