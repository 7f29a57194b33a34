import { addDays } from '@lastro/domain';
import { expect, type Page } from '@playwright/test';

const br = (iso: string) => iso.split('-').reverse().join('/');

/** /app/appointments/create: 'Cadastro de compromisso', filled as a user does. */
export class CommitmentCreatePage {
  constructor(readonly page: Page) {}

  async choose(label: string, option?: string) {
    await this.page.getByRole('combobox', { name: label }).click();
    await (option ? this.page.getByRole('option', { name: option, exact: true }) : this.page.getByRole('option').first()).click();
  }

  async fillText(label: string, text: string, index = 0) {
    await this.page.getByRole('textbox', { name: label, exact: true }).nth(index).fill(text);
  }

  async fillDate(label: string, iso: string, index = 0) {
    await this.fillText(label, br(iso), index);
  }

  async lookUp(document: string) {
    await this.fillText('CNPJ/CPF do estabelecimento', document);
    await this.page.getByRole('button', { name: 'Buscar' }).click();
  }

  /** Parceiro: the merchant by document, then the originator (by name) and its first domicile. */
  async fillPartner(merchant: { document: string; name: string }, originator: string | RegExp) {
    await this.lookUp(merchant.document);
    await expect(this.page.getByRole('textbox', { name: 'Estabelecimento', exact: true })).toHaveValue(merchant.name);
    await this.page.getByRole('combobox', { name: 'Originador' }).click();
    await this.page.getByRole('option', { name: originator }).click();
    await this.choose('Domicílio bancário');
  }

  /** Dados do Contrato: title, code, description, modality, issue date and the first acquirer and arrangement. */
  async fillContract(today: string, modality: string, code: string = `E2E-${Date.now()}`) {
    await this.fillText('Título', 'Capital de giro E2E');
    await this.fillText('Código', code);
    await this.fillText('Descrição', 'Compromisso criado pelo teste de ponta a ponta');
    await this.choose('Modalidade', modality);
    await this.fillDate('Data de emissão', today);
    await this.choose('Credenciadoras');
    await this.page.keyboard.press('Escape');
    await this.choose('Arranjos');
    await this.page.keyboard.press('Escape');
  }

  /** Each installment executes over its own 30 days, from tomorrow on. */
  async fillInstallmentDates(today: string, count: number) {
    for (let i = 0; i < count; i++) {
      await this.fillDate('Data de execução inicial', addDays(today, 1 + 30 * i), i);
      await this.fillDate('Data de execução final', addDays(today, 30 + 30 * i), i);
    }
  }
}
