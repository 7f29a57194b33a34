/** Public reference data of the market (domain.md section 5), seeded on the embedded database. */
export const REFERENCE_BANKS: ReadonlyArray<{ code: string; name: string; ispb: string }> = [
  { code: '001', name: 'Banco do Brasil', ispb: '00000000' },
  { code: '033', name: 'Santander', ispb: '90400888' },
  { code: '104', name: 'Caixa', ispb: '00360305' },
  { code: '237', name: 'Bradesco', ispb: '60746948' },
  { code: '341', name: 'Itaú', ispb: '60701190' },
  { code: '260', name: 'Nu Pagamentos', ispb: '18236120' },
  { code: '077', name: 'Inter', ispb: '00416968' },
  { code: '336', name: 'C6', ispb: '31872495' },
  { code: '208', name: 'BTG Pactual', ispb: '30306294' },
  { code: '748', name: 'Sicredi', ispb: '01181521' },
  { code: '756', name: 'Sicoob', ispb: '02038232' },
  { code: '422', name: 'Safra', ispb: '58160789' },
  { code: '041', name: 'Banrisul', ispb: '92702067' },
  { code: '197', name: 'Stone IP', ispb: '16501555' },
  { code: '290', name: 'PagSeguro', ispb: '08561701' },
  { code: '323', name: 'Mercado Pago', ispb: '10573521' },
];

export const REFERENCE_ACQUIRERS: ReadonlyArray<{ name: string; document: string; registry: string }> = [
  { name: 'Cielo', document: '01027058000191', registry: 'cip' },
  { name: 'Rede', document: '01425787000104', registry: 'cip' },
  { name: 'Stone', document: '16501555000157', registry: 'cerc' },
  { name: 'Getnet', document: '10440482000154', registry: 'cip' },
  { name: 'PagSeguro', document: '08561701000101', registry: 'cerc' },
  { name: 'Adyen', document: '14796606000190', registry: 'b3' },
  { name: 'Stripe Brasil', document: '22121209000146', registry: 'tag' },
  { name: 'Cloudwalk', document: '18189547000142', registry: 'cerc' },
  { name: 'Elavon', document: '12592831000189', registry: 'tag' },
];

const BRANDS: ReadonlyArray<[string, string, string]> = [
  ['Visa', 'VISA', 'V'],
  ['Mastercard', 'MASTERCARD', 'M'],
  ['Elo', 'ELO', 'E'],
  ['Hipercard', 'HIPERCARD', 'H'],
  ['Cabal', 'CABAL', 'CB'],
  ['Banescard', 'BANESCARD', 'B'],
  ['Sorocred', 'SOROCRED', 'S'],
];

export const REFERENCE_ARRANGEMENTS: ReadonlyArray<{ brandName: string; brandCode: string; type: 'credit' | 'debit'; code: string }> = [
  ...BRANDS.flatMap(([name, code, prefix]) => {
    const p = prefix.length === 1 ? `${prefix}C` : prefix;
    return [
      { brandName: `${name} Crédito`, brandCode: code, type: 'credit' as const, code: `${p}C` },
      { brandName: `${name} Débito`, brandCode: code, type: 'debit' as const, code: `${p}D` },
    ];
  }),
  { brandName: 'Amex Crédito', brandCode: 'AMEX', type: 'credit', code: 'ACC' },
  { brandName: 'Diners Crédito', brandCode: 'DINERS', type: 'credit', code: 'DCC' },
  { brandName: 'JCB Crédito', brandCode: 'JCB', type: 'credit', code: 'JCC' },
];
