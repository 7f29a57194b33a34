import { expect, type Locator, type Page } from '@playwright/test';
import { PARAMETER_TABS, paths } from '../../apps/web/src/lib/paths';

export type RegisterTab = 'Geral' | 'Credenciadoras' | 'Arranjos' | 'Bancos';
const TAB_INDEX: Record<RegisterTab, number> = {
  Geral: PARAMETER_TABS.general,
  Credenciadoras: PARAMETER_TABS.acquirers,
  Arranjos: PARAMETER_TABS.arrangements,
  Bancos: PARAMETER_TABS.banks,
};

/** A register section: its create form and the region listing the records. */
export class RegisterSection {
  readonly form: Locator;
  readonly list: Locator;

  constructor(
    readonly page: Page,
    formName: string,
    listName: string,
  ) {
    this.form = page.getByRole('form', { name: formName });
    this.list = page.getByRole('region', { name: listName });
  }

  field(label: string): Locator {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  async choose(label: string, option: string): Promise<void> {
    await this.form.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: 'Cadastrar' }).click();
  }

  /** Types the filters (by label) and presses 'Buscar'. */
  async filter(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.list.getByRole('textbox', { name: label, exact: true }).fill(value);
    await this.list.getByRole('button', { name: 'Buscar' }).click();
  }

  row(text: string): Locator {
    return this.list.getByRole('row').filter({ hasText: text });
  }

  /** A row action ('Editar', 'Inativar', 'Ativar', 'Excluir') of the record named `name`. */
  action(action: string, name: string): Locator {
    return this.list.getByRole('button', { name: `${action} ${name}`, exact: true });
  }
}

/** /app/parameters: the four tabs, the register sections and the confirmation dialog. */
export class ParametersPage {
  readonly dialog: Locator;
  readonly acquirers: RegisterSection;
  readonly arrangements: RegisterSection;
  readonly banks: RegisterSection;
  readonly noAccess: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.acquirers = new RegisterSection(page, 'Cadastrar credenciadora', 'Credenciadoras cadastradas');
    this.arrangements = new RegisterSection(page, 'Cadastrar arranjo', 'Arranjos cadastrados');
    this.banks = new RegisterSection(page, 'Cadastrar banco', 'Bancos cadastrados');
    this.noAccess = page.getByText('Você não tem acesso a visualização desse módulo');
  }

  async goto(tab: RegisterTab): Promise<void> {
    await this.page.goto(paths.parameters.root.getHref(TAB_INDEX[tab]));
    await expect(this.page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }

  async openTab(tab: RegisterTab): Promise<void> {
    await this.page.getByRole('tab', { name: tab }).click();
  }

  /** Answers the open confirmation dialog with 'Sim'. */
  async confirm(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Sim' }).click();
    await expect(this.dialog).toBeHidden();
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** The edit page's form ('Editar Credenciadora' ...). */
  editForm(title: string): Locator {
    return this.page.getByRole('form', { name: title });
  }

  /** A text field of the edit page's form. */
  editField(title: string, label: string): Locator {
    return this.editForm(title).getByRole('textbox', { name: label, exact: true });
  }
}
