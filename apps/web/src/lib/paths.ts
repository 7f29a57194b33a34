/**
 * Every address of the web app, in one place: the menu, the routes, the breadcrumbs, back
 * buttons and the e2e page objects read it, so a moved screen is moved once. It imports
 * nothing, so the e2e suite (outside the web build) can import it as it is.
 */

type QueryValue = string | number | null | undefined;

/** `base` with the query parameters that have a value (0 and '' are left out, as the screens read them as absent). */
function withQuery(base: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '' && value !== 0) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

const APP = '/app';

/** A screen under /app: `segment` is its route path relative to its parent. */
function page(segment: string, parent: string = APP) {
  const path = `${parent}/${segment}`;
  return { segment, path, getHref: () => path };
}

/** Tabs of the access screen (?tab=). */
export const ACCESS_TABS = { platformUsers: 0, creditorUsers: 1, profiles: 2 } as const;
/** Tabs of the creditor edit screen, in order (the index is the ?tab= value). */
export const CREDITOR_TABS = ['registration', 'originators', 'parameters', 'fees', 'visualIdentity'] as const;
/** Tabs of the merchant edit screen, in order (the index is the ?tab= value). */
export const MERCHANT_TABS = ['registration', 'partners', 'acquirers', 'accessData', 'documents'] as const;
export type MerchantTab = (typeof MERCHANT_TABS)[number];
/** Tabs of the parameters screen (?tab=). */
export const PARAMETER_TABS = { general: 0, acquirers: 1, arrangements: 2, banks: 3 } as const;

export type AccessFormKind = 'user' | 'user-creditor' | 'profile';
export type AccessEditKind = AccessFormKind | 'visual';
export type CreditorTab = (typeof CREDITOR_TABS)[number];
export type RegisterKind = 'acquirer' | 'arrangement' | 'bank';

const REGISTER_TAB: Record<RegisterKind, number> = {
  acquirer: PARAMETER_TABS.acquirers,
  arrangement: PARAMETER_TABS.arrangements,
  bank: PARAMETER_TABS.banks,
};

const access = page('access');
const creditors = page('creditors');
const partners = page('partners');
const parameters = page('parameters');

export const paths = {
  login: { path: '/login', getHref: () => '/login' },
  invitation: { path: '/convite', getHref: () => '/convite' },
  /** The merchant's onboarding link (public, token-based). */
  onboarding: { path: '/cadastro', getHref: (token: string) => withQuery('/cadastro', { token }) },
  home: { path: APP, getHref: () => APP },
  notFound: page('not-found'),
  access: {
    root: {
      ...access,
      /** A tab; the creditor users tab keeps the chosen creditor. */
      getHref: (tab: number = ACCESS_TABS.platformUsers, creditorId?: string | null) =>
        withQuery(access.path, { tab, creditor_id: creditorId }),
    },
    create: {
      ...page('create', access.path),
      getHref: (type: AccessFormKind, creditorId?: string) =>
        withQuery(`${access.path}/create`, { type, creditor_id: creditorId }),
    },
    edit: {
      ...page('edit', access.path),
      getHref: (type: AccessEditKind, id: string | number) => withQuery(`${access.path}/edit`, { id, type }),
    },
  },
  creditors: {
    root: creditors,
    create: page('create', creditors.path),
    edit: {
      ...page('edit', creditors.path),
      getHref: (id: string, tab?: CreditorTab) =>
        withQuery(`${creditors.path}/edit`, { id, tab: tab ? CREDITOR_TABS.indexOf(tab) : 0 }),
    },
  },
  partners: {
    root: partners,
    create: page('create', partners.path),
    edit: {
      ...page('edit', partners.path),
      getHref: (id: string) => withQuery(`${partners.path}/edit`, { id }),
    },
  },
  parameters: {
    root: {
      ...parameters,
      getHref: (tab: number = PARAMETER_TABS.general) => withQuery(parameters.path, { tab }),
    },
    /** The tab that lists a register. */
    register: { getHref: (type: RegisterKind) => withQuery(parameters.path, { tab: REGISTER_TAB[type] }) },
    edit: {
      ...page('edit', parameters.path),
      getHref: (type: RegisterKind, id: number) => withQuery(`${parameters.path}/edit`, { id, type }),
    },
  },
  schedules: {
    root: page('schedules'),
    create: page('create', `${APP}/schedules`),
    edit: {
      ...page('edit', `${APP}/schedules`),
      getHref: (id: string) => withQuery(`${APP}/schedules/edit`, { id }),
    },
  },
  appointments: {
    root: page('appointments'),
    create: page('create', `${APP}/appointments`),
    edit: {
      ...page('edit', `${APP}/appointments`),
      getHref: (id: string) => withQuery(`${APP}/appointments/edit`, { id }),
    },
  },
  merchants: {
    root: page('merchants'),
    create: page('create', `${APP}/merchants`),
    edit: {
      ...page('edit', `${APP}/merchants`),
      getHref: (id: string, tab?: MerchantTab) =>
        withQuery(`${APP}/merchants/edit`, { id, tab: tab ? MERCHANT_TABS.indexOf(tab) : 0 }),
    },
  },
  importMerchants: { root: page('import-merchants') },
  importAppointments: { root: page('import-appointments') },
  importSmokeAppointments: { root: page('import-smoke-appointments') },
  changeDeals: { root: page('change-deals') },
  docs: { root: page('docs') },
  /** The signed-in account's own page: second factor and sessions (opened from the name in the top bar). */
  myAccount: { root: page('minha-conta') },
  registeredContracts: { root: page('registered-contracts') },
  conciliationSchedule: { root: page('conciliation-schedule') },
  conciliationExtract: {
    root: page('conciliation-extract'),
    edit: {
      ...page('edit', `${APP}/conciliation-extract`),
      getHref: (id: string) => withQuery(`${APP}/conciliation-extract/edit`, { id }),
    },
  },
  conciliationBank: { root: page('conciliation-bank') },
  conciliationConsult: { root: page('conciliation-consult') },
  conciliationCompany: {
    root: page('conciliation-company'),
    edit: {
      ...page('edit', `${APP}/conciliation-company`),
      getHref: (id: string) => withQuery(`${APP}/conciliation-company/edit`, { id }),
    },
  },
  conciliationMonitoring: { root: page('conciliation-monitoring') },
  monitoringReport: { root: page('monitoring-report') },
  /** Relatórios (settlement forecast): every holder of relatorios_liquidacao, creditor users included. */
  reports: { root: page('reports') },
  /** Auditoria (issue 29): every write's event; administrators only. */
  audit: { root: page('audit') },
} as const;
