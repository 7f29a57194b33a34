/**
 * Texts of the sample items screens. Generated: replace them with the specification's own
 * Portuguese texts (the spec's texts are the product's, word for word).
 */
export const SAMPLE_ITEMS_MESSAGES = {
  title: 'Sample items',
  menuLabel: 'Sample items',
  add: 'Adicionar sample item',
  createTitle: 'Cadastrar sample item',
  editTitle: 'Editar sample item',
  nameLabel: 'Nome',
  descriptionLabel: 'Descrição',
  createdAtColumn: 'Data de cadastro',
  actionsColumn: 'Ações',
  nameFilter: 'Nome',
  created: 'Sample item cadastrado com sucesso!',
  updated: 'Sample item alterado com sucesso!',
  deleted: 'Sample item excluído com sucesso!',
  confirmDelete: 'Deseja excluir este sample item?',
  duplicateName: 'Já existe um sample item com este nome',
} as const;
