import {
  CREDITOR_PARAMETER_KEYS,
  MESSAGES,
  nonEmptyParameters,
  parameterValueError,
  type CreditorParametersBody,
} from '@lastro/domain';
import { badRequest } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import type { CreditorParametersRepository } from './creditor-parameters.repository';

const M = MESSAGES.creditors;

/** What this module reads of a parameter definition (the Parameters screen's 'Geral' catalogue). */
export interface ParameterDefinitionLike {
  key: string;
  label: string;
  type: 'Text' | 'Number' | 'List' | 'Boolean';
  group: string;
  group_label: string;
  values: { value: string; description: string }[];
  sort_order: number;
  active: boolean;
}

/** The catalogue of definitions, owned by the parameters module. */
export interface ParameterCatalogue {
  listDefinitions(opts?: { activeOnly?: boolean }): Promise<ParameterDefinitionLike[]>;
}

export function createCreditorParametersService(
  repo: CreditorParametersRepository,
  catalogue: ParameterCatalogue,
  creditors: { assertVisible(auth: AuthContext, id: string): Promise<void> },
) {
  async function present(creditorId: string) {
    const [definitions, rows] = await Promise.all([catalogue.listDefinitions(), repo.list(creditorId)]);
    const byKey = new Map(definitions.map((d) => [d.key, d]));
    const order = (key: string) => byKey.get(key)?.sort_order ?? Number.MAX_SAFE_INTEGER;
    const parameters = rows
      .map((row) => ({
        creditor_id: row.creditorId,
        description: byKey.get(row.parameterKey)?.label ?? row.parameterKey,
        parameter_key: row.parameterKey,
        parameter_value: row.parameterValue,
      }))
      .sort((a, b) => order(a.parameter_key) - order(b.parameter_key) || a.parameter_key.localeCompare(b.parameter_key));
    return { parameters, definitions: definitions.filter((d) => d.active) };
  }

  /** The message of a refused entry, or null: every refused entry is reported, not only the first. */
  function valueProblem(definition: ParameterDefinitionLike | undefined, key: string, value: string): string | null {
    if (!definition) return (CREDITOR_PARAMETER_KEYS as readonly string[]).includes(key) ? null : M.unknownParameter(key);
    const reason = parameterValueError(definition, value);
    return reason ? M.invalidParameterValue(definition.label, reason) : null;
  }

  return {
    /** GET creditors/{id}/parameters: the stored values and the active definitions the tab renders. */
    async get(auth: AuthContext, creditorId: string) {
      await creditors.assertVisible(auth, creditorId);
      return present(creditorId);
    },

    /**
     * POST creditors/{id}/parameters: the form's state. Non-empty entries are saved; the active
     * catalogue keys the form left out or empty are cleared; keys outside the form are kept.
     */
    async save(auth: AuthContext, creditorId: string, body: CreditorParametersBody) {
      await creditors.assertVisible(auth, creditorId);
      const definitions = await catalogue.listDefinitions();
      const byKey = new Map(definitions.map((d) => [d.key, d]));
      const latest = new Map<string, string>();
      for (const entry of nonEmptyParameters(body.parameters)) latest.set(entry.parameter_key, entry.parameter_value);
      const problems = [...latest].flatMap(([key, value]) => valueProblem(byKey.get(key), key, value) ?? []);
      if (problems.length > 0) throw badRequest(problems);
      await repo.save(
        creditorId,
        [...latest].map(([key, value]) => ({ key, value })),
        definitions.filter((d) => d.active).map((d) => d.key),
      );
      return present(creditorId);
    },

    /** Sets `values` (validated as the form's entries are), keeping every other stored key. */
    async set(creditorId: string, values: Record<string, string>) {
      const byKey = new Map((await catalogue.listDefinitions()).map((d) => [d.key, d]));
      const problems = Object.entries(values).flatMap(([key, value]) => valueProblem(byKey.get(key), key, value) ?? []);
      if (problems.length > 0) throw badRequest(problems);
      await repo.save(
        creditorId,
        Object.entries(values).map(([key, value]) => ({ key, value })),
        [],
      );
    },

    /** The creditor's parameter values by key, for other modules (commitments, schedules...). */
    async valuesOf(creditorId: string): Promise<Record<string, string>> {
      const rows = await repo.list(creditorId);
      return Object.fromEntries(rows.map((r) => [r.parameterKey, r.parameterValue]));
    },
  };
}

export type CreditorParametersService = ReturnType<typeof createCreditorParametersService>;
