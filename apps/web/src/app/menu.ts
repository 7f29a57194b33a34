import { MESSAGES, PERMISSIONS, type PermissionSlug } from '@lastro/domain';
import { paths } from '../lib/paths';
import { AUDIT_TITLE } from '@lastro/domain/messages/audit-title';
import { SHELL_TITLES } from '@lastro/domain/messages/shell-titles';

export interface MenuItem {
  label: string;
  to: string;
  /** Shown when the user holds at least one of these. */
  slugs: PermissionSlug[];
  adminOnly?: boolean;
  /**
   * The page gates each of its tabs by its own permission and shows the no-access view inside
   * the tab, so the route itself stays open (spec: the register tabs each need their slug).
   */
  gatesEachTab?: boolean;
}

export interface MenuGroup {
  label: string;
  items: MenuItem[];
}

const m = MESSAGES.navigation.menu;
const P = PERMISSIONS;

/** The side menu of spec 2.3, with the permission slugs that show each item. */
export const MENU: MenuGroup[] = [
  {
    label: m.registration,
    items: [
      {
        label: m.accessManagement,
        to: paths.access.root.path,
        slugs: [P.cad_acesso_usuario_lastro, P.cad_acesso_usuario_fornecedor, P.cad_acesso_perfil],
      },
      {
        label: m.creditor,
        to: paths.creditors.root.path,
        adminOnly: true,
        slugs: [
          P.cad_fornecedor,
          P.cad_fornecedor_taxas,
          P.cad_fornecedor_parametros,
          P.cad_fornecedor_identidade_visual,
          P.cad_fornecedor_originadores,
        ],
      },
      { label: m.schedules, to: paths.schedules.root.path, slugs: [P.cad_agenda_consulta_agenda] },
      {
        label: m.registeredContracts,
        to: paths.registeredContracts.root.path,
        adminOnly: true,
        slugs: [P.cad_contratos_registrados],
      },
      {
        label: m.commitment,
        to: paths.appointments.root.path,
        slugs: [P.cad_compromisso_dados_compromissos, P.cad_compromisso_dados_solicitacoes],
      },
      { label: m.merchant, to: paths.merchants.root.path, slugs: [P.cad_estabelecimento] },
      { label: m.partners, to: paths.partners.root.path, adminOnly: true, slugs: [P.cad_parceiros] },
      {
        label: m.documentValidation,
        to: paths.docs.root.path,
        adminOnly: true,
        slugs: [P.cad_validacao_docs],
      },
      { label: AUDIT_TITLE, to: paths.audit.root.path, adminOnly: true, slugs: [] },
    ],
  },
  {
    label: m.imports,
    items: [
      {
        label: m.smokeCommitmentImport,
        to: paths.importSmokeAppointments.root.path,
        adminOnly: true,
        slugs: [P.importacao_compromisso_fumaca],
      },
      {
        label: m.commitmentImport,
        to: paths.importAppointments.root.path,
        slugs: [P.importacao_compromisso],
      },
      { label: m.merchantImport, to: paths.importMerchants.root.path, slugs: [P.importacao_estabelecimento] },
      { label: m.changeDealsImport, to: paths.changeDeals.root.path, slugs: [P.importacao_alterar_contrato] },
    ],
  },
  {
    // Spec 4 §2.1 [D2]: the group 'Conciliação' after 'Importação'; its other screens join it as they are built.
    label: SHELL_TITLES.reconciliationGroup,
    items: [
      { label: SHELL_TITLES.reconciliationSchedule, to: paths.conciliationSchedule.root.path, slugs: [P.conciliacao_agenda] },
      { label: SHELL_TITLES.reconciliationBank, to: paths.conciliationBank.root.path, slugs: [P.conciliacao_bancaria] },
      { label: SHELL_TITLES.reconciliationDivergences, to: paths.conciliationConsult.root.path, slugs: [P.conciliacao_divergencias] },
      { label: m.statements, to: paths.conciliationExtract.root.path, slugs: [P.conciliacao_extratos] },
      { label: SHELL_TITLES.reconciliationCompanies, to: paths.conciliationCompany.root.path, slugs: [P.conciliacao_empresas] },
      { label: MESSAGES.navigation.breadcrumbs.contractMonitoring, to: paths.conciliationMonitoring.root.path, slugs: [P.conciliacao_monitoramento_contratos] },
    ],
  },
  {
    label: m.parameters,
    items: [
      {
        label: m.platformParameters,
        to: paths.parameters.root.path,
        gatesEachTab: true,
        slugs: [
          P.cad_parametro_lastro_geral,
          P.cad_parametro_lastro_credenciadoras,
          P.cad_parametro_lastro_arranjos,
          P.cad_parametro_lastro_bancos,
        ],
      },
    ],
  },
  {
    label: m.reports,
    items: [
      // Its own route: the monitoring report is admin-only, this report is every holder's of relatorios_liquidacao.
      { label: m.settlementForecast, to: paths.reports.root.path, slugs: [P.relatorios_liquidacao] },
    ],
  },
];

/** The groups and items a user may see: admins all, others by permission and never admin-only items. */
export function visibleMenu(
  isAdmin: boolean,
  canAny: (slugs: readonly PermissionSlug[]) => boolean,
): MenuGroup[] {
  return MENU.map((g) => ({
    ...g,
    items: g.items.filter((i) => (isAdmin ? true : !i.adminOnly && canAny(i.slugs))),
  })).filter((g) => g.items.length > 0);
}

/** The menu item that opens this path (the item itself or a page under it), if any. */
export function menuItemFor(pathname: string): MenuItem | undefined {
  return MENU.flatMap((g) => g.items).find((i) => pathname === i.to || pathname.startsWith(`${i.to}/`));
}

/**
 * Whether a route may be opened: the same rule that shows its menu item, so a user never
 * reaches by address a module the menu hides. Routes without a menu item (the reconciliation
 * screens, whose permissions the spec does not name) stay open.
 */
export function canOpenRoute(
  pathname: string,
  isAdmin: boolean,
  canAny: (slugs: readonly PermissionSlug[]) => boolean,
): boolean {
  const item = menuItemFor(pathname);
  if (!item || isAdmin) return true;
  if (item.adminOnly) return false;
  return item.gatesEachTab === true || canAny(item.slugs);
}
