import type { ModuleContext, ModuleServices } from '../../lib/module';
import type { ModulePart } from '../../lib/module-parts';
import type { CreditorRow } from './creditors.repository';
import type { CreditorsService } from './creditors.service';
import type { CreditorParametersService } from './parameters/creditor-parameters.service';

/** What each part of the creditors module receives: the module's context and what several parts use. */
export interface CreditorsPartContext extends ModuleContext {
  /** The creditors' service: the other parts check a creditor is visible through it. */
  creditors: CreditorsService;
  /** The creditor of `id`, if `id` names one (ids from other modules' input need not be uuids). */
  creditorRow(id: string): Promise<CreditorRow | undefined>;
  /** The creditors' parameter values (originators and a creditor's identity read them). */
  parameters: CreditorParametersService;
}

/** What each part contributes; the module file puts them together (composeParts). */
export type CreditorsPart = ModulePart<ModuleServices['creditors']>;

export interface CreditorIdentity {
  id: string;
  document_number: string;
  company_name: string;
  trading_name: string;
  active: boolean;
  partner_type: 'if' | 'fornecedor';
  /** Name of the partner of its active partnership, if any. */
  partnership: string | null;
}

/** A creditor's bank domicile (an originator's settlement account), as commitments point at it. */
export interface CreditorDomicile {
  id: string;
  creditor_id: string;
  originator_id: string;
  originator_document_number: string;
  originator_company_name: string;
  originator_active: boolean;
  /** The account holder's document (cnpj_domicilio). */
  document_number: string;
  title: string;
  bank_code: string;
  ispb: string;
  branch_number: string;
  account_number: string;
  account_digit: string | null;
  /** CC, CD, CG, CI, PG, PP. */
  account_type: string;
  active: boolean;
}

/** An originator of a creditor with every domicile it has (reconciliation mirrors them as companies and accounts). */
export interface CreditorOriginatorWithDomiciles {
  id: string;
  creditor_id: string;
  document_number: string;
  company_name: string;
  active: boolean;
  domiciles: CreditorDomicile[];
}

declare module '../../lib/module' {
  interface ModuleServices {
    creditors: {
      /** Whether some creditor's bank domicile uses the bank code (the registers refuse deleting it). */
      bankCodeInUse(bankCode: string): Promise<boolean>;
      /** Whether a creditor with this id exists (any text: a malformed id is simply no creditor). */
      exists(creditorId: string): Promise<boolean>;
      /** A creditor's company name (razão social), or null when there is no such creditor. */
      companyNameOf(creditorId: string): Promise<string | null>;
      /**
       * Who a creditor is to the registry and on the schedule and merchant lists: its CNPJ
       * (financiador), names, partner type (perfil_parceiro) and active partnership; null if none.
       */
      identityOf(creditorId: string): Promise<CreditorIdentity | null>;
      /** Sets the given parameters of a creditor, each checked against its definition; the others are kept (demo data). */
      setParameters(creditorId: string, values: Record<string, string>): Promise<void>;
      /** Every parameter value the creditor has, by key (missing keys are absent). */
      parametersOf(creditorId: string): Promise<Record<string, string>>;
      /** A domicile with its originator, whichever creditor's; null when there is none. */
      domicileOf(domicileId: string): Promise<CreditorDomicile | null>;
      /** The active domiciles of the creditor's active originators (a commitment may move to any of them). */
      activeDomicilesOf(creditorId: string): Promise<CreditorDomicile[]>;
      /** Every originator of the creditor (of every creditor when null), any status, with all its domiciles. */
      originatorsOf(creditorId: string | null): Promise<CreditorOriginatorWithDomiciles[]>;
    };
  }
}

