import { describe, expect, it } from 'vitest';
import { PRODUCT_SLUG } from '../product';
import { can, canAny, type PermissionEntry } from './can';
import { findResource, isGrantable, RESOURCE_CATALOGUE, resourcesForProfileType } from './resources';
import { ACTIONS, isPermissionSlug, PERMISSIONS, PERMISSION_SLUGS } from './slugs';

const SPEC_SLUGS = [
  'cad_acesso_usuario_{product}',
  'cad_acesso_usuario_fornecedor',
  'cad_acesso_perfil',
  'cad_fornecedor',
  'cad_fornecedor_taxas',
  'cad_fornecedor_parametros',
  'cad_fornecedor_identidade_visual',
  'cad_fornecedor_originadores',
  'cad_agenda_consulta_agenda',
  'cad_contratos_registrados',
  'cad_compromisso_dados_solicitacoes',
  'cad_compromisso_dados_compromissos',
  'cad_compromisso_dados_bancarios',
  'cad_estabelecimento',
  'cad_estabelecimento_documentos',
  'cad_estabelecimento_dados_socios',
  'cad_estabelecimento_credenciadoras',
  'cad_estabelecimento_dados_acesso',
  'cad_parceiros',
  'cad_validacao_docs',
  'importacao_compromisso_fumaca',
  'importacao_compromisso',
  'importacao_estabelecimento',
  'importacao_alterar_contrato',
  'cad_parametro_{product}_geral',
  'cad_parametro_{product}_bancos',
  'cad_parametro_{product}_credenciadoras',
  'cad_parametro_{product}_arranjos',
  'relatorios_liquidacao',
  // spec 4 §7
  'conciliacao_agenda',
  'conciliacao_bancaria',
  'conciliacao_divergencias',
  'conciliacao_extratos',
  'conciliacao_empresas',
  'conciliacao_monitoramento_contratos',
  // issue 29: the audit trail, read by creditor users within their own creditor
  'auditoria',
].map((slug) => slug.replace('{product}', PRODUCT_SLUG));

describe('permission slugs', () => {
  it('are exactly the slugs of the four documents, keyed by themselves', () => {
    expect([...PERMISSION_SLUGS].sort()).toEqual([...SPEC_SLUGS].sort());
    for (const [key, slug] of Object.entries(PERMISSIONS)) expect(key).toBe(slug);
    expect(PERMISSIONS.cad_acesso_usuario_lastro).toBe('cad_acesso_usuario_lastro');
    expect(isPermissionSlug('cad_parceiros')).toBe(true);
    expect(isPermissionSlug('toString')).toBe(false);
    expect(ACTIONS).toEqual(['create', 'read', 'edit', 'delete']);
  });
});

describe('resource catalogue', () => {
  it('has one entry per slug, with Portuguese texts', () => {
    expect(RESOURCE_CATALOGUE.map((r) => r.slug).sort()).toEqual([...PERMISSION_SLUGS].sort());
    for (const r of RESOURCE_CATALOGUE) {
      expect(r.module.length).toBeGreaterThan(0);
      expect(r.sub_module.length).toBeGreaterThan(0);
      expect(r.description.length).toBeGreaterThan(0);
      expect(r.actions.length).toBeGreaterThan(0);
      expect(r.permition_delete).toBe(r.actions.includes('delete'));
    }
    expect(findResource('cad_acesso_usuario_lastro')).toMatchObject({
      module: 'Cadastro e Consulta',
      sub_module: 'Gestão de acessos',
      description: 'Usuários da plataforma',
      permition_delete: true,
    });
  });

  it('allows delete where a delete action exists and not on imports, reports, lookups, general params', () => {
    for (const slug of [
      'cad_acesso_usuario_lastro',
      'cad_acesso_perfil',
      'cad_fornecedor',
      'cad_parametro_lastro_bancos',
    ]) {
      expect(findResource(slug)?.permition_delete).toBe(true);
    }
    for (const slug of [
      'importacao_compromisso',
      'importacao_compromisso_fumaca',
      'importacao_estabelecimento',
      'importacao_alterar_contrato',
      'relatorios_liquidacao',
      'cad_contratos_registrados',
      'cad_parametro_lastro_geral',
    ]) {
      expect(findResource(slug)?.permition_delete).toBe(false);
    }
  });

  it('keeps admin-only resources away from creditor profiles and gives platform profiles everything', () => {
    const creditor = resourcesForProfileType(2).map((r) => r.slug);
    for (const slug of [
      'cad_fornecedor',
      'cad_parceiros',
      'cad_validacao_docs',
      'cad_contratos_registrados',
      'importacao_compromisso_fumaca',
      'cad_parametro_lastro_geral',
      'cad_parametro_lastro_bancos',
      'cad_parametro_lastro_credenciadoras',
      'cad_parametro_lastro_arranjos',
    ]) {
      expect(creditor).not.toContain(slug);
    }
    for (const slug of [
      'cad_acesso_usuario_fornecedor',
      'cad_compromisso_dados_compromissos',
      'cad_estabelecimento',
      'importacao_compromisso',
    ]) {
      expect(creditor).toContain(slug);
    }
    expect(resourcesForProfileType(1)).toHaveLength(PERMISSION_SLUGS.length);
  });

  it('says which grants are allowed', () => {
    expect(isGrantable(1, 'cad_fornecedor', 'delete')).toBe(true);
    expect(isGrantable(2, 'cad_fornecedor', 'read')).toBe(false);
    expect(isGrantable(2, 'importacao_compromisso', 'create')).toBe(true);
    expect(isGrantable(2, 'importacao_compromisso', 'delete')).toBe(false);
    expect(isGrantable(1, 'nope', 'read')).toBe(false);
  });
});

describe('can', () => {
  const permissions: PermissionEntry[] = [
    { resource_slug: 'cad_estabelecimento', permitions: ['read', 'edit'] },
    { resource_slug: 'cad_parceiros', permitions: [] },
    { resource_slug: 'relatorios_liquidacao', permitions: ['read'] },
  ];

  it('checks one action on one slug', () => {
    expect(can(permissions, 'cad_estabelecimento', 'read')).toBe(true);
    expect(can(permissions, 'cad_estabelecimento', 'create')).toBe(false);
    expect(can(permissions, 'cad_fornecedor', 'read')).toBe(false);
    expect(can(undefined, 'cad_estabelecimento', 'read')).toBe(false);
  });

  it('checks whether any of the slugs is held', () => {
    expect(canAny(permissions, ['cad_fornecedor', 'relatorios_liquidacao'])).toBe(true);
    expect(canAny(permissions, ['cad_parceiros'])).toBe(false);
    expect(canAny(permissions, ['cad_estabelecimento'], 'create')).toBe(false);
    expect(canAny(permissions, ['cad_estabelecimento'], 'edit')).toBe(true);
    expect(canAny(null, ['cad_estabelecimento'])).toBe(false);
  });
});
