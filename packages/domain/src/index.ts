// First: the zod setting every schema of the package is built under.
import './zod-config';

export * from './product';

export * from './tax-id/cpf';
export * from './tax-id/cnpj';
export * from './tax-id/document';
export * from './tax-id/generate';
export { stripTaxIdMask } from './tax-id/clean';
export { seededRandom, type RandomSource, type GeneratorOptions } from './tax-id/random';

export * from './format/digits';
export * from './format/masks';
export * from './format/currency';
export * from './format/currency-compact';
export * from './format/percent';
export * from './format/dates';
export * from './format/text';
export * from './format/spreadsheet';

export * from './calendar/index';

export * from './codes/options';
export * from './codes/transaction-types';
export * from './codes/contract-types';
export * from './codes/division-rules';
export * from './codes/bank-account-types';
export * from './codes/originators';
export * from './codes/modalities';
export * from './codes/strategies';
export * from './codes/merchant-origins';
export * from './codes/onboarding-types';
export * from './codes/document-file-types';
export * from './codes/commitment-statuses';
export * from './codes/commitment-transitions';
export * from './codes/schedule-codes';
export * from './codes/registers';
export * from './codes/platform-account-types';
export * from './codes/partners';
export * from './codes/articles';
export * from './codes/states';
export * from './codes/notifications';
export * from './codes/merchants';
export * from './codes/limits';
export * from './codes/creditor-parameters';

export * from './permissions/slugs';
export * from './permissions/resources';
export * from './permissions/can';

export * from './messages/index';

export * from './imports/index';

export * from './bank-statements/index';

export * from './schemas/common';
export * from './schemas/sort';
export * from './schemas/auth';
export * from './schemas/second-factor';
export * from './schemas/passkeys';
export * from './schemas/fields';
export * from './schemas/dates';
export * from './schemas/access';
export * from './schemas/creditors';
export * from './schemas/creditor-originators';
export * from './schemas/creditor-parameters';
export * from './schemas/registers';
export * from './schemas/merchants';
export * from './schemas/merchant-list';
export * from './schemas/merchant-form';
export * from './schemas/merchant-partners';
export * from './schemas/merchant-acquirers';
export * from './schemas/merchant-onboarding';
export * from './schemas/merchant-documents';
export * from './schemas/schedules';
export * from './schemas/commitments';
export * from './schemas/commitment-create';
export * from './schemas/commitment-rules';
export * from './schemas/commitment-creditor-rules';
export * from './schemas/commitment-form';
export * from './schemas/commitment-list';
export * from './schemas/commitment-detail';
export * from './schemas/commitment-actions';
export * from './schemas/registered-contracts';
export * from './schemas/registry-settlements';
export * from './schemas/reconciliation-monitoring';
export * from './schemas/monitoring-report';
export * from './schemas/home';
export * from './schemas/settlement-report';
export * from './schemas/notifications';
export * from './schemas/lookups';
export * from './schemas/exports';
export * from './schemas/bounds';
export * from './reconciliation/matching/index';
export * from './reconciliation/simulator/index';
export * from './schemas/reconciliation-companies';
export * from './schemas/reconciliation-files';
export * from './schemas/reconciliation-items';
export * from './schemas/reconciliation-item-responses';
export * from './schemas/reconciliation-item-details';
export * from './schemas/reconciliation-bank-detail';
export * from './audit/index';
