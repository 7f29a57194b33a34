// The parts of the message catalogue (MESSAGES, see index.ts), each under its name.
export { ACCESS_MESSAGES as access, INVITATION_MESSAGES as invitation } from './access';
export { AUTH_MESSAGES as auth } from './auth';
export { COMMITMENT_MESSAGES as commitments } from './commitments';
export { COMMON_MESSAGES as common, ERROR_MESSAGES as errors, VALIDATION_MESSAGES as validation } from './common';
export { COMPONENT_MESSAGES as components } from './components';
export { CREDITOR_MESSAGES as creditors } from './creditors';
export { IMPORT_MESSAGES as imports } from './imports';
export { MERCHANT_MESSAGES as merchants } from './merchants';
export { NAVIGATION_MESSAGES as navigation } from './navigation';
export { NOTIFICATION_MESSAGES as notifications } from './notifications';
export { REGISTER_MESSAGES as registers } from './registers';
export { REGISTERED_CONTRACT_MESSAGES as registeredContracts } from './registered-contracts';
export { REPORT_MESSAGES as reports } from './reports';
export { REGISTRY_MESSAGES as registry } from './registry';
export { RECONCILIATION_STATEMENT_MESSAGES as reconciliationStatements } from './reconciliation-statements';
export { SCHEDULE_MESSAGES as schedules } from './schedules';
export { RECONCILIATION_COMPANY_MESSAGES as reconciliationCompanies } from './reconciliation-companies';
export { SECURITY_MESSAGES as security } from './security';
export { RECONCILIATION_FILE_MESSAGES as reconciliationFiles } from './reconciliation-files';
export { RECONCILIATION_ITEM_MESSAGES as reconciliationItems } from './reconciliation-items';
export { AUDIT_MESSAGES as audit } from './audit';
export { RECONCILIATION_DIVERGENCE_MESSAGES as reconciliationDivergences } from './reconciliation-divergences';
export { RECONCILIATION_SCREEN_MESSAGES as reconciliationScreens } from './reconciliation-screens';
export {
  RECONCILIATION_MONITORING_MESSAGES as reconciliationMonitoring,
  MONITORING_REPORT_MESSAGES as monitoringReport,
  HOME_FIGURES_MESSAGES as homeFigures,
} from './reconciliation-monitoring';
