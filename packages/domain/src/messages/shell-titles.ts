/**
 * Titles the app shell (menu, top bar, breadcrumbs) shows for screens whose catalogues are
 * large: in a module of their own, so every route loads these few strings and not those
 * catalogues (each route's chunks have a size budget).
 */
export const SHELL_TITLES = {
  myAccount: 'Minha conta',
  myAccountLink: 'Abrir Minha conta',
  reconciliationGroup: 'Conciliação',
  reconciliationSchedule: 'Conciliação de Agenda',
  reconciliationBank: 'Conciliação Bancária',
  reconciliationDivergences: 'Divergências',
  reconciliationCompanies: 'Empresas e contas',
  reconciliationCompanyEdit: 'Editar empresa',
} as const;
