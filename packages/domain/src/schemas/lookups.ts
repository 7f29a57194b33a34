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
