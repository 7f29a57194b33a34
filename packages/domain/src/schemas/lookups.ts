/** Company data found for a CNPJ, in the shape of the spec's `empresa`. */
export interface CompanyData {
  cnpj: string;
  nome: string;
  fantasia: string;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  municipio: string;
  uf: string;
  /** Main and secondary activities: '4751-2/01' and description. */
  cnaes?: { number: string; description: string }[];
  /** Natureza jurídica: '206-2 - Sociedade Empresária Limitada'. */
  legal_nature_description?: string;
  /** The partners' register (QSA), CPF masked as the public sources give it ('***456789**'). */
  partners?: { name: string; qualification: string; cpf: string }[];
}

/** Address found for a CEP, in the shape of the spec's `endereco`. */
export interface AddressData {
  cep: string;
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
}

/** Answers of POST accounts/search-zipcode and accounts/search-document; `provider` says who answered. */
export interface ZipcodeAnswer {
  endereco: AddressData;
  provider: string;
}

export interface DocumentAnswer {
  empresa: CompanyData;
  provider: string;
}
