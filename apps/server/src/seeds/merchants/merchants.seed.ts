import { eq } from 'drizzle-orm';
import { generateCnpj, generateCpf } from '@lastro/domain';
import type { ModuleHost } from '../../lib/module';
import type { AppDb } from '../../db/client';
import { creditorPartnerships, creditors, merchants, partners } from '../../db/schema';
import { DEMO_CREDITOR_DOCUMENT } from '../access.seed';
import { DEMO_SECOND_CREDITOR_DOCUMENT } from '../schedules.seed';

/** The demo's financial-institution partner (perfil_parceiro = if): its merchants need only their document. */
export const DEMO_IF_CREDITOR_DOCUMENT = '41961670939601';
const DEMO_PARTNER_DOCUMENT = '75085793815663';

type Whose = 'demo' | 'second' | 'if';
type Kind = 'PJ' | 'PF' | 'PJ-alfa';
type State = 'pendente' | 'ativo' | 'inativo' | 'reprovado';

/**
 * [seed of the document, kind, company name, trading name, whose, account state, origin
 * (1 Portal, 2 Backoffice, 3 Api, 4 HotSite), onboarding (1 Completo, 2 Simplificado, 3 Integrado)].
 * The first seven are schedules.seed.ts's merchants (and 1104, its revoked opt-in) (same seeds, so the same documents): that
 * seed finds them here and registers their opt-ins and queries.
 */
const DEMO_MERCHANTS: ReadonlyArray<readonly [number, Kind, string, string, Whose, State, number, number]> = [
  [101, 'PJ', 'Padaria Pão Dourado Ltda', 'Pão Dourado', 'demo', 'ativo', 2, 1],
  [102, 'PJ', 'Mercadinho Bom Preço Ltda', 'Bom Preço', 'demo', 'ativo', 1, 1],
  [103, 'PJ', 'Auto Peças Rota Sul Ltda', 'Rota Sul', 'demo', 'ativo', 2, 1],
  [104, 'PF', 'Maria Aparecida Souza', 'Ateliê da Maria', 'demo', 'ativo', 4, 2],
  [105, 'PJ', 'Farmácia Vida Plena Ltda', 'Vida Plena', 'demo', 'pendente', 2, 1],
  [201, 'PJ', 'Restaurante Sabor Mineiro Ltda', 'Sabor Mineiro', 'second', 'ativo', 2, 1],
  [202, 'PJ', 'Loja Esporte Total Ltda', 'Esporte Total', 'second', 'ativo', 3, 3],
  // The one to try the onboarding link with (access.seed.ts gives it a lead account only).
  [106, 'PJ', 'Floricultura Jardim Secreto Ltda', 'Jardim Secreto', 'demo', 'pendente', 2, 1],
  // The demo supplier's others.
  [1101, 'PJ-alfa', 'Tech Soluções Digitais Ltda', 'Tech Soluções', 'demo', 'ativo', 3, 3],
  [1102, 'PJ', 'Pet Shop Amigo Fiel Ltda', 'Amigo Fiel', 'demo', 'pendente', 1, 1],
  [1103, 'PF', 'João Carlos Pereira', 'Barbearia do João', 'demo', 'ativo', 4, 2],
  [1104, 'PJ', 'Ótica Visão Clara Ltda', 'Visão Clara', 'demo', 'inativo', 2, 1],
  [1105, 'PJ-alfa', 'Construmais Materiais de Construção Ltda', 'Construmais', 'demo', 'reprovado', 2, 1],
  [1106, 'PJ', 'Sorveteria Gelato Fino Ltda', 'Gelato Fino', 'demo', 'ativo', 1, 2],
  [1107, 'PF', 'Ana Beatriz Costa', 'Doces da Ana', 'demo', 'pendente', 4, 2],
  [1108, 'PJ', 'Livraria Página Nova Ltda', 'Página Nova', 'demo', 'ativo', 2, 1],
  [1109, 'PJ', 'Academia Corpo em Forma Ltda', 'Corpo em Forma', 'demo', 'inativo', 3, 3],
  [1110, 'PJ', 'Floricultura Flor de Lis Ltda', 'Flor de Lis', 'demo', 'ativo', 1, 1],
  [1111, 'PJ-alfa', 'Café Grão Nobre Ltda', 'Grão Nobre', 'demo', 'pendente', 2, 1],
  [1112, 'PF', 'Carlos Eduardo Lima', 'Chaveiro Lima', 'demo', 'reprovado', 4, 2],
  [1113, 'PJ', 'Bicicletaria Pedal Livre Ltda', 'Pedal Livre', 'demo', 'ativo', 2, 1],
  // Crédito Sul (gcap = 1).
  [1201, 'PJ', 'Supermercado Preço Justo Ltda', 'Preço Justo', 'second', 'ativo', 2, 1],
  [1202, 'PJ-alfa', 'Distribuidora Norte Sul Ltda', 'Norte Sul', 'second', 'ativo', 3, 3],
  [1203, 'PF', 'Fernanda Oliveira Santos', 'Estúdio Fernanda', 'second', 'pendente', 4, 2],
  [1204, 'PJ', 'Papelaria Traço Firme Ltda', 'Traço Firme', 'second', 'inativo', 1, 1],
  [1205, 'PJ', 'Hortifruti Colheita Boa Ltda', 'Colheita Boa', 'second', 'ativo', 2, 1],
  [1206, 'PJ', 'Lavanderia Roupa Limpa Ltda', 'Roupa Limpa', 'second', 'reprovado', 2, 2],
  [1207, 'PJ-alfa', 'Eletrônicos Circuito Ltda', 'Circuito', 'second', 'pendente', 1, 1],
  [1208, 'PF', 'Ricardo Alves Moreira', 'Oficina do Ricardo', 'second', 'ativo', 4, 2],
  // Banco Horizonte (financial institution).
  [1301, 'PJ', 'Atacadão Central Ltda', 'Atacadão Central', 'if', 'ativo', 3, 3],
  [1302, 'PJ', 'Rede Postos Caminho Ltda', 'Postos Caminho', 'if', 'ativo', 3, 3],
  [1303, 'PJ-alfa', 'Logística Rápida Ltda', 'Logística Rápida', 'if', 'pendente', 3, 3],
  [1304, 'PJ', 'Hotel Mar Azul Ltda', 'Mar Azul', 'if', 'ativo', 2, 1],
  [1305, 'PJ', 'Clínica Bem Viver Ltda', 'Bem Viver', 'if', 'inativo', 2, 1],
  [1306, 'PF', 'Patrícia Gomes Ribeiro', 'Consultório Patrícia', 'if', 'ativo', 1, 2],
  [1307, 'PJ', 'Transportadora Via Norte Ltda', 'Via Norte', 'if', 'reprovado', 3, 3],
  [1308, 'PJ-alfa', 'Indústria Têxtil Fio de Ouro Ltda', 'Fio de Ouro', 'if', 'ativo', 3, 3],
  [1309, 'PJ', 'Escola Saber Mais Ltda', 'Saber Mais', 'if', 'pendente', 2, 1],
  [1310, 'PJ', 'Joalheria Brilho Eterno Ltda', 'Brilho Eterno', 'if', 'ativo', 1, 1],
  [1311, 'PJ', 'Padaria Trigo de Ouro Ltda', 'Trigo de Ouro', 'if', 'ativo', 4, 2],
  [1312, 'PF', 'Luiz Henrique Barbosa', 'Ateliê Barbosa', 'if', 'inativo', 4, 2],
];

const ADDRESSES = [
  ['01310100', 'Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP'],
  ['04538132', 'Avenida Brigadeiro Faria Lima', 'Itaim Bibi', 'São Paulo', 'SP'],
  ['20040002', 'Avenida Rio Branco', 'Centro', 'Rio de Janeiro', 'RJ'],
  ['30130001', 'Avenida Afonso Pena', 'Centro', 'Belo Horizonte', 'MG'],
  ['80020310', 'Rua Marechal Deodoro', 'Centro', 'Curitiba', 'PR'],
  ['90010150', 'Rua dos Andradas', 'Centro Histórico', 'Porto Alegre', 'RS'],
] as const;

const CNAES = [
  [{ number: '4711-3/02', description: 'Comércio varejista de mercadorias em geral - supermercados' }],
  [
    { number: '1091-1/02', description: 'Fabricação de produtos de padaria e confeitaria' },
    { number: '4721-1/02', description: 'Padaria e confeitaria com predominância de revenda' },
  ],
  [{ number: '5611-2/01', description: 'Restaurantes e similares' }],
  [{ number: '4781-4/00', description: 'Comércio varejista de artigos do vestuário e acessórios' }],
  [{ number: '6201-5/01', description: 'Desenvolvimento de programas de computador sob encomenda' }],
] as const;

const CONTACTS = ['Ana Paula Ribeiro', 'Bruno Tavares', 'Camila Rocha', 'Diego Martins', 'Elisa Nunes', 'Fábio Cardoso'];

const documentOf = (seed: number, kind: Kind) =>
  kind === 'PF' ? generateCpf({ seed }) : generateCnpj({ seed, alphanumeric: kind === 'PJ-alfa' });

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

async function creditorOf(db: AppDb, values: typeof creditors.$inferInsert): Promise<string> {
  const [created] = await db.insert(creditors).values(values).onConflictDoNothing().returning({ id: creditors.id });
  if (created) return created.id;
  return (await db.select({ id: creditors.id }).from(creditors).where(eq(creditors.documentNumber, values.documentNumber)))[0]!.id;
}

/**
 * The demo's merchants register, before the schedules' seed: three suppliers (the demo's regular
 * one, Crédito Sul with gcap = 1 and a partnership, Banco Horizonte with perfil_parceiro = if, set
 * through the creditors module) and 40 merchants across them (PF and PJ, alphanumeric CNPJs,
 * every account state, origin and onboarding type), in one insert. Idempotent.
 */
export async function seedDemoMerchants(db: AppDb, services: ModuleHost['services']): Promise<void> {
  const demoId = await creditorOf(db, { documentNumber: DEMO_CREDITOR_DOCUMENT, tradingName: 'Fornecedor Demonstração', companyName: 'Fornecedor Demonstração Ltda' });
  // The same values schedules.seed.ts would insert: whichever runs first creates it.
  const secondId = await creditorOf(db, { documentNumber: DEMO_SECOND_CREDITOR_DOCUMENT, tradingName: 'Crédito Sul', companyName: 'Crédito Sul Fomento Mercantil Ltda' });
  const ifId = await creditorOf(db, {
    documentNumber: DEMO_IF_CREDITOR_DOCUMENT,
    tradingName: 'Banco Horizonte',
    companyName: 'Banco Horizonte S.A.',
    address: 'Avenida Brigadeiro Faria Lima',
    addressNumber: '3500',
    addressNeighborhood: 'Itaim Bibi',
    addressCity: 'São Paulo',
    addressState: 'SP',
    addressZipCode: '04538132',
  });
  const creditorsModule = services('creditors');
  await creditorsModule.setParameters(secondId, { gcap: '1' });
  await creditorsModule.setParameters(ifId, { perfil_parceiro: 'if' });

  // Crédito Sul works with a partner: its merchants show it in the partner column.
  const [partner] = await db
    .insert(partners)
    .values({ documentNumber: DEMO_PARTNER_DOCUMENT, companyName: 'Rede Varejo Parceiros S.A.', tradingName: 'Rede Varejo', revenuePercentage: 12.5 })
    .onConflictDoNothing()
    .returning({ id: partners.id });
  if (partner) await db.insert(creditorPartnerships).values({ creditorId: secondId, partnerId: partner.id, startDate: '2025-01-01' });

  const identities = {
    demo: await creditorsModule.identityOf(demoId),
    second: await creditorsModule.identityOf(secondId),
    if: await creditorsModule.identityOf(ifId),
  };
  const ids = { demo: demoId, second: secondId, if: ifId };
  const now = Date.now();
  await db
    .insert(merchants)
    .values(
      DEMO_MERCHANTS.map(([seed, kind, companyName, tradingName, whose, accountStatus, originAccount, onboardingType], i) => {
        const [zip, street, neighborhood, city, state] = ADDRESSES[i % ADDRESSES.length]!;
        const contact = kind === 'PF' ? companyName : CONTACTS[i % CONTACTS.length]!;
        return {
          creditorId: ids[whose],
          documentNumber: documentOf(seed, kind),
          typePerson: kind === 'PF' ? 1 : 2,
          companyName,
          tradingName,
          partnerType: identities[whose]?.partner_type ?? 'fornecedor',
          partnership: identities[whose]?.partnership ?? null,
          accountStatus,
          active: accountStatus !== 'inativo' && accountStatus !== 'reprovado',
          originAccount,
          onboardingType,
          contactName: contact,
          contactDocumentNumber: generateCpf({ seed: seed + 50_000 }),
          contactEmail: `${slug(tradingName)}@exemplo.com.br`,
          phoneNumber: `119${String(70_000_000 + seed * 37).slice(-8)}`,
          addressZipCode: zip,
          address: street,
          addressNumber: String(100 + ((seed * 7) % 900)),
          addressComplement: i % 3 === 0 ? 'Loja 2' : null,
          addressNeighborhood: neighborhood,
          addressCity: city,
          addressState: state,
          legalNatureDescription: kind === 'PF' ? '213-5 - Empresário (Individual)' : '206-2 - Sociedade Empresária Limitada',
          cnaes: [...CNAES[i % CNAES.length]!],
          // Newest first in the list: the register as it grew, an hour apart.
          createdAt: new Date(now - (DEMO_MERCHANTS.length - i) * 3_600_000),
        };
      }),
    )
    .onConflictDoNothing();
}
