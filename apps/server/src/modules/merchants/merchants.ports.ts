import type { Registry } from '../../integrations/registry/registry';
import type { MerchantAccountBody, MerchantCreatedResponse, MerchantLeadInput } from '@lastro/domain';
import type { AuthContext } from '../../plugins/route-auth';
import type { CreditorIdentity } from '../creditors/creditors.ports';
import type { ModuleContext } from '../../lib/module';
import type { ModulePart } from '../../lib/module-parts';
import type { MerchantsService } from './merchants.service';
import type { OptInsService } from './optins/optins.service';

/** What merchants and opt-ins ask of the registry (the integration the registry module offers). */
export type MerchantRegistry = Pick<Registry, 'requestOptIn' | 'requestOptOut' | 'listOptIns' | 'operation' | 'awaitOperation' | 'discover' | 'today'>;

/** What the module hands every part before the merchants and opt-ins services exist. */
export interface MerchantsBaseContext extends ModuleContext {
  registry(): MerchantRegistry;
  identityOf(creditorId: string): Promise<CreditorIdentity | null>;
  /** The creditor's company name ('' when there is none). */
  creditorName(creditorId: string): Promise<string>;
}

/** What each part of the merchants module receives: the base context, the merchants and their opt-ins. */
export interface MerchantsPartContext extends MerchantsBaseContext {
  /** Which merchant a caller may see, and the register other parts look merchants up in. */
  merchants: MerchantsService;
  /** Opt-ins: onboarding and the imports register them, the merchants' routes list them. */
  optins: OptInsService;
}

/** What each part contributes; the module file puts them together (composeParts). */
export type MerchantsPart = ModulePart<MerchantsPort>;

/** A merchant as other modules see it. */
export interface MerchantRef {
  id: string;
  creditor_id: string;
  document_number: string;
  company_name: string;
  trading_name: string;
  partner_type: string;
  partnership: string | null;
}

export interface MerchantsPort {
  /** The merchant of `id` if it is `creditorId`'s. */
  findOfCreditor(creditorId: string, id: string): Promise<MerchantRef | null>;
  /** The creditor's merchant holding `document` (normalised). */
  findByDocument(creditorId: string, document: string): Promise<MerchantRef | null>;
  /** The merchant of `id`, whichever supplier's. */
  find(id: string): Promise<MerchantRef | null>;
  /** Every supplier's merchant of `document` (normalised). */
  findAllByDocument(document: string): Promise<MerchantRef[]>;
  /** Whether the merchant holds an opt-in of the creditor that is active today. */
  hasActiveOptIn(merchantId: string, creditorId: string): Promise<boolean>;
  /** Brings the merchant's stored opt-ins in step with the registry (an opt-in ended there, say). */
  refreshOptIns(merchantId: string): Promise<void>;
  /** Creates the creditor's merchant of the document, or returns the one it has (seeding, imports). */
  ensure(input: { creditorId: string; documentNumber: string; companyName: string; tradingName: string }): Promise<MerchantRef>;
  /** The merchant side of the shared routes accounts/lead and accounts (the access module serves them). */
  accounts: {
    createLead(input: MerchantLeadInput): Promise<{ id: string }>;
    create(auth: AuthContext, body: MerchantAccountBody): Promise<MerchantCreatedResponse>;
  };
  /** Whether the creditor already holds a merchant of the document (a creditor user: only its own creditor, else 404). */
  documentRegistered(auth: AuthContext, creditorId: string, document: string): Promise<boolean>;
  /** Registers an opt-in at the registry and waits for its outcome (seeding, the manual action). */
  registerOptIn(
    merchantId: string,
    input: { creditor_id: string; signature_date: string; start_date: string; end_date: string },
    by: string | null,
  ): Promise<{ status: string }>;
  /** Runs the registry's discovery for the merchant now and records its acquirer links (seeding). */
  discoverAcquirers(merchantId: string, creditorId: string): Promise<{ links: number; refused?: boolean }>;
  /** Stores a document of the merchant (checked like an upload; no file: checked by Inovamind), pending (seeding). */
  storeDocument(merchantId: string, input: { fileType: number; fileInfo: string; file: Buffer | null }): Promise<{ id: string }>;
}

declare module '../../lib/module' {
  interface ModuleServices {
    merchants: MerchantsPort;
  }
}

export type { CreditorIdentity };
