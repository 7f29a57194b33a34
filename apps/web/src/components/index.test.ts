import { describe, expect, it } from 'vitest';
import * as components from './index';

describe('components barrel', () => {
  it('exports every shared building block', () => {
    for (const name of [
      'DataTable',
      'KpiCards',
      'ChartCard',
      'LazyBarChart',
      'DetailDrawer',
      'ListLoadError',
      'TableSkeleton',
      'ExportButtons',
      'ExportProcessingDialog',
      'ConfirmDialog',
      'FilterForm',
      'useListState',
      'ListScreen',
      'EditFrame',
      'listFilterProps',
      'listTableProps',
      'FormTextField',
      'FormSelectField',
      'FormMaskedField',
      'MaskedTextField',
      'CnpjField',
      'CpfCnpjField',
      'CepField',
      'PhoneField',
      'CurrencyField',
      'PercentField',
      'BackButton',
      'NoAccess',
      'PageHeader',
      'TabbedPage',
      'TableScroll',
      'ToastProvider',
      'useToast',
      'toastApiError',
      'maskCnpj',
      'maskCpf',
      'maskCpfCnpj',
      'maskCep',
      'maskPhone',
      'maskCurrencyInput',
      'maskPercentInput',
    ]) {
      expect(components, name).toHaveProperty(name);
    }
  });
});
