import { describe, expect, it } from 'vitest';
import { firstErrorMessage, MESSAGES } from './index';

function leaves(value: unknown, path = 'MESSAGES'): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  // Every parameter given a value: a text built from several must hold up with all of them.
  if (typeof value === 'function') return [[path, (value as (...d: string[]) => string)(...Array.from({ length: Math.max(1, value.length) }, () => 'X'))]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
}

describe('MESSAGES', () => {
  it('holds the spec texts exactly', () => {
    expect(MESSAGES.validation.required).toBe('Campo obrigatório');
    expect(MESSAGES.validation.invalidEmail).toBe('Você precisa digitar um email válido');
    expect(MESSAGES.validation.invalidDocument).toBe('Documento Inválido');
    expect(MESSAGES.auth.loginTitle).toBe('Login');
    expect(MESSAGES.auth.loginDescription).toBe('Faça login para acessar o backoffice');
    expect(MESSAGES.auth.passwordRule).toBe(
      'A senha deve conter pelo menos 8 caracteres, uma letra maiúscula e minúscula, um número e um caractere especial',
    );
    expect(MESSAGES.common.genericError).toBe('Aconteceu um erro, tente novamente mais tarde');
    expect(MESSAGES.common.noAccess).toBe('Você não tem acesso a visualização desse módulo');
    expect(MESSAGES.common.exportProcessingTitle).toBe('Arquivo em processamento');
    expect(MESSAGES.common.exportProcessingText).toBe('Os dados estão sendo exportados');
    expect(MESSAGES.common.backToList).toBe('Voltar para a listagem');
    expect(MESSAGES.common.asyncExportSent).toBe(
      'Sua solicitação foi enviada, em alguns minutos você receberá uma notificação',
    );
    expect(MESSAGES.common.newNotification).toBe('Chegou uma nova notificação para você!');
    expect([MESSAGES.common.close, MESSAGES.common.yes, MESSAGES.common.no]).toEqual([
      'Fechar',
      'Sim',
      'Não',
    ]);
    expect(MESSAGES.commitments.tcdTooLarge).toBe(
      'Uau, esse arquivo é muito grande! Para anexar um arquivo, ele precisa ser menor que 5 MB. Tente reduzir o tamanho do arquivo ou selecione outro arquivo menor.',
    );
    expect(MESSAGES.commitments.settled).toBe('Líquidado com sucesso');
    expect(MESSAGES.commitments.approvalRequested).toBe('A solictação de aprovação foi enviada');
    expect(MESSAGES.schedules.processingText).toBe(
      'Acompanhe o status da solicitação na tela "Agenda de recebíveis"',
    );
    expect(MESSAGES.creditors.domicileCreateFailed).toBe('Não Foi possivel cadastrar o domicilio');
    expect(MESSAGES.registers.arrangementUpdated).toBe('Arranjo atualizada com sucesso!');
    expect(MESSAGES.imports.scheduleSearchProcessing).toBe('Pesquisa da agenda em processamento...');
  });

  it('holds the menu and breadcrumb labels', () => {
    const { menu, breadcrumbs } = MESSAGES.navigation;
    expect(Object.values(menu)).toEqual(
      expect.arrayContaining([
        'Cadastro e Consulta',
        'Gestão de acessos',
        'Fornecedor',
        'Agenda de recebiveis',
        'Contratos Registrados',
        'Compromisso',
        'Estabelecimento',
        'Parceiros',
        'Validação docs',
        'Importação',
        'Compromisso Fumaça',
        'Alterar Contrato',
        'Parâmetros',
        'Relatórios',
      ]),
    );
    expect(Object.values(breadcrumbs)).toEqual(
      expect.arrayContaining([
        'Acesso',
        'Criar fornecedor',
        'Documentação',
        'Detalhe da agenda',
        'Monitoramento dos Contratos',
      ]),
    );
  });

  it('words the server answers', () => {
    expect(MESSAGES.auth.invalidCredentials).toBe('E-mail ou senha inválidos');
    expect(MESSAGES.auth.accountBlocked).toBe(
      'Conta bloqueada após 5 tentativas sem sucesso. Procure um administrador para desbloquear.',
    );
    expect(MESSAGES.errors.forbidden).toBe('Você não tem permissão para realizar esta ação');
    expect(MESSAGES.errors.tooManyAttempts).toBe('Muitas tentativas, aguarde um minuto e tente novamente');
    expect(MESSAGES.errors.unsupportedFile).toBe('Arquivo inválido. Arquivos suportados: .png, .jpg, .jpeg');
  });

  it('builds the texts that carry a detail', () => {
    expect(MESSAGES.creditors.statusChangeError('falhou')).toBe('Erro ao alterar status: falhou');
    expect(MESSAGES.creditors.domicileCreateError('falhou')).toBe('Erro ao cadastrar domicílio: falhou');
  });

  it("builds the texts of 'Extratos' as spec 4 §2.7 writes them", () => {
    const F = MESSAGES.reconciliationFiles;
    expect(F.dropHint(50)).toBe('OFX, CNAB 240 (extrato para conciliação) ou CSV no modelo do produto. Até 10 arquivos de até 50 MB cada.');
    expect(F.coverageRow('341', '12345-6', 'Originadora Demo')).toBe('341 · cc 12345-6 — Originadora Demo');
    expect(F.coverageGap('05/01/2026')).toBe('Nenhum extrato para 05/01/2026');
    expect(F.period('02/01/2026', '05/01/2026')).toBe('02/01/2026 a 05/01/2026');
    expect([F.percent(40), F.progressLines(48, 120)]).toEqual(['40%', '48 de 120 linhas']);
    expect(F.unknownAccount('0341|1|2')).toBe('O extrato identifica a conta como "0341|1|2".');
    expect(F.linkText('0341|1|2')).toBe('O extrato identifica a conta como "0341|1|2". Escolha a conta cadastrada correspondente.');
    expect(F.confirmBanner(118, 2, 1)).toBe('Confira os lançamentos antes de importar: 118 novos, 2 duplicados e 1 com erro.');
    expect(F.importedBefore('a.ofx', '05/01/2026')).toBe('a.ofx em 05/01/2026');
    expect(F.totalsDiffer('x')).toBe('Totais do arquivo não conferem: x');
    expect(F.csvHelp.map((r) => r.field)).toEqual(['banco', 'agencia', 'conta', 'data_lancamento', 'valor', 'tipo', 'descricao', 'documento', 'documento_pagador', 'saldo_final_dia']);
    expect(Object.values(F.status)).toEqual(['Recebido', 'Em análise', 'Aguardando vínculo', 'Aguardando confirmação', 'Importando', 'Processado', 'Processado com alertas', 'Rejeitado', 'Descartado', 'Excluído']);
  });

  it('has only non-empty, trimmed, NFC-composed texts', () => {
    for (const [path, text] of leaves(MESSAGES)) {
      expect(text, path).not.toBe('');
      expect(text.trim(), path).toBe(text);
      expect(text.normalize('NFC'), path).toBe(text);
      expect(text, path).not.toMatch(/\u00c3[\u0080-\u00bf]|\ufffd/);
    }
  });
});

describe('firstErrorMessage', () => {
  it('reads the first message of an error body, else the generic text', () => {
    expect(firstErrorMessage({ errors: { message: ['CNPJ já cadastrado', 'x'] } })).toBe(
      'CNPJ já cadastrado',
    );
    expect(firstErrorMessage({ errors: { message: [] } })).toBe(
      'Aconteceu um erro, tente novamente mais tarde',
    );
    expect(firstErrorMessage(undefined)).toBe('Aconteceu um erro, tente novamente mais tarde');
    expect(firstErrorMessage({}, 'Aconteceu um erro')).toBe('Aconteceu um erro');
  });
});
