/** A partner (parceiro) as GET /api/partners answers it. */
export interface Partner {
  id: string;
  document_number: string;
  company_name: string;
  trading_name: string;
  revenue_percentage: number;
  created_at: string;
  updated_at: string | null;
}

export type PartnerFilters = { name: string };

