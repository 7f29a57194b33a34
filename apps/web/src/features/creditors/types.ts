/** Reply shapes of the creditor calls: the domain's response schemas. */
export type {
  Bank,
  Creditor,
  CreditorDetail,
  CreditorParameter,
  CreditorParameterDefinition,
  CreditorParameters,
  Domicile,
  DocumentAnswer,
  FeeRange,
  Originator,
  OriginatorAnswer,
  PricingAnswer,
  VisualIdentity,
  ZipcodeAnswer,
} from '@lastro/domain';

export type CreditorFilters = { name: string; document: string };
