import type { ModuleContribution } from './module';

/**
 * A part of a module that has sub-folders (commitments' create, list, detail...). Each
 * sub-folder's `<part>.part.ts` builds one from what the module hands its parts (the module's
 * part context, in `<module>.ports.ts`); `<module>.module.ts` only builds that context and
 * calls `composeParts`. A part's services are its share of the module's services.
 */
export type ModulePart<S = unknown> = Omit<ModuleContribution<S>, 'services'> & {
  services?: Partial<S>;
};

/**
 * Puts a module's parts together into the module's one contribution: routes registered part by
 * part (each in its own Fastify context), services merged (two parts offering the same service
 * is a mistake caught at start), sources and jobs concatenated, start in order, stop reversed.
 */
export function composeParts<S>(parts: readonly ModulePart<S>[]): ModuleContribution<S> {
  const services: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part.services ?? {})) {
      if (key in services) throw new Error(`two parts of a module offer the service '${key}'`);
      services[key] = value;
    }
  }
  return {
    routes: async (api) => {
      for (const part of parts) if (part.routes) await api.register(part.routes);
    },
    ...(Object.keys(services).length ? { services: services as S } : {}),
    exportSources: parts.flatMap((p) => p.exportSources ?? []),
    importSources: parts.flatMap((p) => p.importSources ?? []),
    jobs: parts.flatMap((p) => p.jobs ?? []),
    schedules: parts.flatMap((p) => p.schedules ?? []),
    start: async () => {
      for (const part of parts) await part.start?.();
    },
    stop: async () => {
      for (const part of [...parts].reverse()) await part.stop?.();
    },
  };
}
