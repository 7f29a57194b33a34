import {
  CREDITOR_PARAMETER_GROUPS,
  MESSAGES,
  type ParameterDefinition,
  type ParameterDefinitionUpdateInput,
} from '@lastro/domain';
import type { AppDb } from '../../db/client';
import type { ParameterListValue } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { BOOLEAN_PARAMETER_VALUES } from './parameter-definitions.seed';
import {
  createParametersRepository,
  type ParameterDefinitionFilters,
  type ParameterDefinitionRow,
  type ParametersRepository,
} from './parameters.repository';

const M = MESSAGES.registers;

/** A creditor parameter definition as the API (and the creditor 'Parâmetros' tab) reads it. */
export type { ParameterDefinition };

export function toParameterDefinition(row: ParameterDefinitionRow): ParameterDefinition {
  return {
    key: row.key,
    label: row.label,
    type: row.type as ParameterDefinition['type'],
    group: row.group,
    group_label: CREDITOR_PARAMETER_GROUPS.find((g) => g.value === row.group)?.label ?? row.group,
    values: row.values,
    sort_order: row.sortOrder,
    active: row.active,
    updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

export function createParametersService(repo: ParametersRepository) {
  return {
    /** A page of definitions in screen order (filters: group, name, active). */
    async search(filters: ParameterDefinitionFilters) {
      const { rows, count } = await repo.list(filters);
      return { rows: rows.map(toParameterDefinition), count };
    },

    /** Every definition in screen order; `activeOnly` for the creditor 'Parâmetros' tab. */
    async listDefinitions(opts: { activeOnly?: boolean } = {}): Promise<ParameterDefinition[]> {
      const { rows } = await repo.list({ active: opts.activeOnly ? true : undefined, offset: 0, limit: 10_000 });
      return rows.map(toParameterDefinition);
    },

    /** PATCH domains/parameters/{key}: a List keeps at least one value; other types get their implied values. */
    async update(key: string, body: ParameterDefinitionUpdateInput): Promise<ParameterDefinition> {
      const current = await repo.findByKey(key);
      if (!current) throw notFound();
      const type = body.type ?? current.type;
      let values: ParameterListValue[];
      if (type === 'List') {
        values = body.values ?? (current.type === 'List' ? current.values : []);
        if (values.length === 0) throw badRequest(M.parameterListValuesRequired);
      } else {
        values = type === 'Boolean' ? BOOLEAN_PARAMETER_VALUES : [];
      }
      const row = await repo.update(key, {
        ...(body.label !== undefined ? { label: body.label } : {}),
        ...(body.group !== undefined ? { group: body.group } : {}),
        ...(body.sort_order !== undefined ? { sortOrder: body.sort_order } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
        type,
        values,
        updatedAt: new Date(),
      });
      if (!row) throw notFound();
      return toParameterDefinition(row);
    },
  };
}

export type ParametersService = ReturnType<typeof createParametersService>;

/**
 * The catalogue of creditor parameter definitions, for other modules (the creditor
 * 'Parâmetros' tab): `await listDefinitions(db, { activeOnly: true })`.
 */
export function listDefinitions(db: AppDb, opts: { activeOnly?: boolean } = {}): Promise<ParameterDefinition[]> {
  return createParametersService(createParametersRepository(db)).listDefinitions(opts);
}
