/** The demo accounts seeded on a fresh database (apps/server/src/seeds/access.seed.ts). */
export const DEMO_PASSWORD = 'Lastro@2026';

export const ADMIN = {
  email: 'admin@lastro.dev',
  password: DEMO_PASSWORD,
  name: 'Administrador Lastro',
  companyName: 'Lastro',
} as const;

export const CREDITOR_USER = {
  email: 'fornecedor@lastro.dev',
  password: DEMO_PASSWORD,
  name: 'Usuário Fornecedor',
  companyName: 'Fornecedor Demonstração Ltda',
} as const;

export type DemoAccount = typeof ADMIN | typeof CREDITOR_USER;
