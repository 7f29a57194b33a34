/** A real address the offline CEP look-up knows, for the records the specs create through the API. */
export const PAULISTA_ADDRESS = {
  address_zip_code: '01310-100',
  address: 'Avenida Paulista',
  address_number: '1000',
  address_neighborhood: 'Bela Vista',
  address_city: 'São Paulo',
  address_state: 'SP',
} as const;
