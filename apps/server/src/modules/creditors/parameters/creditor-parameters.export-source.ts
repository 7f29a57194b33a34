import { z } from 'zod';
import { MESSAGES, PERMISSIONS, groupParameterDefinitions } from '@lastro/domain';
import { perm } from '../../../plugins/route-auth';
import { scopeAsAuth, type ExportSource } from '../../../lib/export-source';
import type { ParameterDefinitionLike } from './creditor-parameters.service';
import type { createCreditorParametersService } from './creditor-parameters.service';

const M = MESSAGES.creditors;

type CreditorParametersService = ReturnType<typeof createCreditorParametersService>;
type ParameterRow = { definition: ParameterDefinitionLike; value: string };

/**
 * A creditor's parameters (tab Parâmetros, its download icon): one row per active definition
 * with the stored value. A few dozen rows: streamed straight back, no job.
 */
export function creditorParametersExportSource(
  service: CreditorParametersService,
): ExportSource<ParameterRow, { id: string }> {
  return {
    kind: 'creditor-parameters',
    fileBaseName: 'parametros-fornecedor',
    sheetName: M.parametersTab,
    route: {
      url: '/creditors/:id/parameters/export',
      auth: perm(PERMISSIONS.cad_fornecedor_parametros, 'read'),
      tags: ['creditors: parameters'],
      summary: 'Baixa os parâmetros do fornecedor (CSV ou xlsx, na hora)',
      stream: { rowCap: 1000 },
    },
    params: z.object({ id: z.guid() }),
    authorize: async ({ id }, auth) => {
      await service.get(auth, id);
    },
    columns: [
      { header: M.parametersTab, width: 28, value: (r) => r.definition.group_label },
      { header: M.parameterKeyColumn, width: 32, value: (r) => r.definition.key },
      { header: M.parameterLabelColumn, width: 40, value: (r) => r.definition.label },
      {
        header: M.parameterValueColumn,
        width: 24,
        // A list's value shows as its option's description, as on the screen.
        value: (r) => r.definition.values.find((v) => v.value === r.value)?.description ?? r.value,
      },
    ],
    async *read({ id }, scope) {
      const { parameters, definitions } = await service.get(scopeAsAuth(scope), id);
      const values = new Map(parameters.map((p) => [p.parameter_key, p.parameter_value]));
      // The rows follow the tab: group by group, in the tab's order.
      yield groupParameterDefinitions(definitions).flatMap((group) =>
        group.definitions.map((definition) => ({ definition, value: values.get(definition.key) ?? '' })),
      );
    },
  };
}
