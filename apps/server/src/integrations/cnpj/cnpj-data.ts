/**
 * Public companies of the business (acquirers and banks of domain.md section 5) with their
 * registered names and head-office addresses:
 * [CNPJ, razão social, nome fantasia, CEP, street, number, complement, neighbourhood, city, UF].
 */
export const KNOWN_COMPANIES: readonly (readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
])[] = [
  ['01027058000191', 'CIELO S.A. - INSTITUICAO DE PAGAMENTO', 'CIELO', '06455030', 'Alameda Xingu', '512', '', 'Alphaville Centro Industrial e Empresarial', 'Barueri', 'SP'],
  ['01425787000104', 'REDECARD INSTITUICAO DE PAGAMENTO S.A.', 'REDE', '04717004', 'Rua Alexandre Dumas', '1711', '', 'Chácara Santo Antônio', 'São Paulo', 'SP'],
  ['16501555000157', 'STONE INSTITUICAO DE PAGAMENTO S.A.', 'STONE', '05425070', 'Avenida Doutora Ruth Cardoso', '7221', '20º andar', 'Pinheiros', 'São Paulo', 'SP'],
  ['10440482000154', 'GETNET ADQUIRENCIA E SERVICOS PARA MEIOS DE PAGAMENTO S.A. - INSTITUICAO DE PAGAMENTO', 'GETNET', '04543011', 'Avenida Presidente Juscelino Kubitschek', '2041', 'Conjunto 121', 'Vila Nova Conceição', 'São Paulo', 'SP'],
  ['08561701000101', 'PAGSEGURO INTERNET INSTITUICAO DE PAGAMENTO S.A.', 'PAGSEGURO', '01451001', 'Avenida Brigadeiro Faria Lima', '1384', '4º andar', 'Jardim Paulistano', 'São Paulo', 'SP'],
  ['14796606000190', 'ADYEN DO BRASIL INSTITUICAO DE PAGAMENTO LTDA', 'ADYEN', '04551060', 'Rua Funchal', '418', '', 'Vila Olímpia', 'São Paulo', 'SP'],
  ['22121209000146', 'STRIPE BRASIL SOLUCOES DE PAGAMENTO - INSTITUICAO DE PAGAMENTO LTDA', 'STRIPE BRASIL', '04538132', 'Avenida Brigadeiro Faria Lima', '4440', '', 'Itaim Bibi', 'São Paulo', 'SP'],
  ['18189547000142', 'CLOUDWALK INSTITUICAO DE PAGAMENTO E SERVICOS LTDA', 'CLOUDWALK', '04004040', 'Avenida Bernardino de Campos', '98', '', 'Paraíso', 'São Paulo', 'SP'],
  ['12592831000189', 'ELAVON DO BRASIL SOLUCOES DE PAGAMENTO S.A.', 'ELAVON', '01310200', 'Avenida Paulista', '1106', '', 'Bela Vista', 'São Paulo', 'SP'],
  ['00000000000191', 'BANCO DO BRASIL SA', 'DIRECAO GERAL', '70040912', 'Setor de Autarquias Norte Quadra 5 Lote B', 'S/N', 'Torre I', 'Asa Norte', 'Brasília', 'DF'],
  ['60701190000104', 'ITAU UNIBANCO S.A.', 'ITAU UNIBANCO', '04344902', 'Praça Alfredo Egydio de Souza Aranha', '100', 'Torre Olavo Setubal', 'Parque Jabaquara', 'São Paulo', 'SP'],
  ['60746948000112', 'BANCO BRADESCO S.A.', 'BRADESCO', '06029900', 'Núcleo Cidade de Deus', 'S/N', '', 'Vila Yara', 'Osasco', 'SP'],
  ['00360305000104', 'CAIXA ECONOMICA FEDERAL', 'CAIXA', '70092900', 'Setor Bancário Sul Quadra 4 Lotes 3/4', 'S/N', '', 'Asa Sul', 'Brasília', 'DF'],
  ['90400888000142', 'BANCO SANTANDER (BRASIL) S.A.', 'SANTANDER', '04543011', 'Avenida Presidente Juscelino Kubitschek', '2041', 'Bloco A', 'Vila Nova Conceição', 'São Paulo', 'SP'],
  ['18236120000158', 'NU PAGAMENTOS S.A. - INSTITUICAO DE PAGAMENTO', 'NUBANK', '05409000', 'Rua Capote Valente', '39', '', 'Pinheiros', 'São Paulo', 'SP'],
  ['00416968000101', 'BANCO INTER S.A.', 'INTER', '30190131', 'Avenida Barbacena', '1219', '', 'Santo Agostinho', 'Belo Horizonte', 'MG'],
  ['30306294000145', 'BANCO BTG PACTUAL S.A.', 'BTG PACTUAL', '22250040', 'Praia de Botafogo', '501', '5º andar', 'Botafogo', 'Rio de Janeiro', 'RJ'],
  ['31872495000172', 'BANCO C6 S.A.', 'C6 BANK', '01406000', 'Avenida Nove de Julho', '3148', '', 'Jardim Paulista', 'São Paulo', 'SP'],
  ['58160789000128', 'BANCO SAFRA S A', 'SAFRA', '01310930', 'Avenida Paulista', '2100', '', 'Bela Vista', 'São Paulo', 'SP'],
  ['92702067000196', 'BANCO DO ESTADO DO RIO GRANDE DO SUL SA', 'BANRISUL', '90010040', 'Rua Capitão Montanha', '177', '', 'Centro Histórico', 'Porto Alegre', 'RS'],
  ['10573521000191', 'MERCADO PAGO INSTITUICAO DE PAGAMENTO LTDA', 'MERCADO PAGO', '06233903', 'Avenida das Nações Unidas', '3003', '', 'Bonfim', 'Osasco', 'SP'],
  ['01181521000155', 'BANCO COOPERATIVO SICREDI S.A.', 'SICREDI', '91360000', 'Avenida Assis Brasil', '3940', '', 'São Sebastião', 'Porto Alegre', 'RS'],
  ['02038232000164', 'BANCO COOPERATIVO SICOOB S.A. - BANCO SICOOB', 'SICOOB', '70610460', 'SIG Quadra 6 Lote 2080', 'S/N', '', 'Zona Industrial', 'Brasília', 'DF'],
];

/** Pieces of generated company names (deterministic per CNPJ). */
export const NAME_PARTS = {
  family: [
    'Almeida', 'Andrade', 'Barbosa', 'Barros', 'Cardoso', 'Carvalho', 'Castro', 'Costa', 'Cunha', 'Dias',
    'Duarte', 'Fernandes', 'Ferreira', 'Freitas', 'Gomes', 'Lima', 'Lopes', 'Machado', 'Martins', 'Melo',
    'Mendes', 'Monteiro', 'Moraes', 'Moreira', 'Nascimento', 'Nogueira', 'Oliveira', 'Pereira', 'Pinto',
    'Ramos', 'Reis', 'Ribeiro', 'Rocha', 'Santos', 'Silva', 'Soares', 'Souza', 'Teixeira', 'Vieira',
  ],
  activity: [
    'Comércio de Alimentos', 'Distribuidora', 'Materiais de Construção', 'Farmácia', 'Tecnologia',
    'Transportes', 'Confecções', 'Auto Peças', 'Serviços Médicos', 'Móveis', 'Papelaria', 'Ótica',
    'Calçados', 'Supermercado', 'Padaria e Confeitaria', 'Eletrônicos', 'Pet Shop', 'Restaurante',
    'Academia', 'Cosméticos', 'Agropecuária', 'Engenharia', 'Logística', 'Importação e Exportação',
  ],
  suffix: ['Ltda', 'Ltda', 'Ltda', 'S.A.', 'ME'],
  complement: ['', '', '', 'Sala 101', 'Loja 2', 'Conjunto 34', 'Galpão 3', '2º andar'],
} as const;

/**
 * The main activity (CNAE 2.3 subclass, as the Receita Federal registers it) of each generated
 * activity of NAME_PARTS.activity, in the same order.
 */
export const ACTIVITY_CNAES: readonly (readonly [string, string])[] = [
  ['4729-6/99', 'Comércio varejista de produtos alimentícios em geral ou especializado em produtos alimentícios não especificados anteriormente'],
  ['4639-7/01', 'Comércio atacadista de produtos alimentícios em geral'],
  ['4744-0/99', 'Comércio varejista de materiais de construção em geral'],
  ['4771-7/01', 'Comércio varejista de produtos farmacêuticos, sem manipulação de fórmulas'],
  ['6201-5/01', 'Desenvolvimento de programas de computador sob encomenda'],
  ['4930-2/02', 'Transporte rodoviário de carga, exceto produtos perigosos e mudanças, intermunicipal, interestadual e internacional'],
  ['4781-4/00', 'Comércio varejista de artigos do vestuário e acessórios'],
  ['4530-7/03', 'Comércio a varejo de peças e acessórios novos para veículos automotores'],
  ['8630-5/03', 'Atividade médica ambulatorial restrita a consultas'],
  ['4754-7/01', 'Comércio varejista de móveis'],
  ['4761-0/03', 'Comércio varejista de artigos de papelaria'],
  ['4774-1/00', 'Comércio varejista de artigos de óptica'],
  ['4782-2/01', 'Comércio varejista de calçados'],
  ['4711-3/02', 'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - supermercados'],
  ['4721-1/02', 'Padaria e confeitaria com predominância de revenda'],
  ['4753-9/00', 'Comércio varejista especializado de eletrodomésticos e equipamentos de áudio e vídeo'],
  ['4789-0/04', 'Comércio varejista de animais vivos e de artigos e alimentos para animais de estimação'],
  ['5611-2/01', 'Restaurantes e similares'],
  ['9313-1/00', 'Atividades de condicionamento físico'],
  ['4772-5/00', 'Comércio varejista de cosméticos, produtos de perfumaria e de higiene pessoal'],
  ['4683-4/00', 'Comércio atacadista de defensivos agrícolas, adubos, fertilizantes e corretivos do solo'],
  ['7112-0/00', 'Serviços de engenharia'],
  ['5211-7/99', 'Depósitos de mercadorias para terceiros, exceto armazéns gerais e guarda-móveis'],
  ['4619-2/00', 'Representantes comerciais e agentes do comércio de mercadorias em geral não especializado'],
];

/** Secondary activities a generated company may also hold. */
export const SECONDARY_CNAES: readonly (readonly [string, string])[] = [
  ['4789-0/99', 'Comércio varejista de outros produtos não especificados anteriormente'],
  ['7319-0/02', 'Promoção de vendas'],
  ['8219-9/99', 'Preparação de documentos e serviços especializados de apoio administrativo não especificados anteriormente'],
  ['4751-2/01', 'Comércio varejista especializado de equipamentos e suprimentos de informática'],
  ['7490-1/04', 'Atividades de intermediação e agenciamento de serviços e negócios em geral, exceto imobiliários'],
];

/** Natureza jurídica (code - description) by the generated name's suffix. */
export const LEGAL_NATURES: Readonly<Record<string, string>> = {
  Ltda: '206-2 - Sociedade Empresária Limitada',
  'S.A.': '205-4 - Sociedade Anônima Fechada',
  ME: '213-5 - Empresário (Individual)',
};

/** Given names of the generated partners (the family comes from NAME_PARTS.family). */
export const PARTNER_GIVEN_NAMES = [
  'Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Fábio', 'Gabriela', 'Henrique', 'Isabela', 'João',
  'Juliana', 'Lucas', 'Mariana', 'Paulo', 'Renata', 'Rafael', 'Tatiane', 'Vinícius',
] as const;
