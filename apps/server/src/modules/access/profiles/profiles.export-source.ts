import { z } from 'zod';
import { EXPORT_LIMITS, formatDate, MESSAGES } from '@lastro/domain';
import { ADMIN_ONLY } from '../../../plugins/route-auth';
import { pagedChunks, scopeAsAuth, type ExportSource } from '../../../lib/export-source';
import type { ProfileListFilter, ProfilesService } from './profiles.service';

const M = MESSAGES.access;
const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');

type ProfileRow = Awaited<ReturnType<ProfilesService['list']>>['results'][number];

/** The profiles list ('Perfis', same filters) as the file 'profiles' (spec 1): admin only. */
export function profilesExportSource(service: ProfilesService): ExportSource<ProfileRow, ProfileListFilter> {
  return {
    kind: 'profiles',
    fileBaseName: M.exportFileName,
    sheetName: M.exportFileName,
    route: {
      url: '/domains/profiles/export',
      auth: ADMIN_ONLY,
      tags: ['profiles'],
      summary: 'Exporta a lista de perfis (assíncrono: o arquivo profiles chega como notificação)',
    },
    params: z.object({
      name: z.string().trim().max(200).optional(),
      is_lastro: boolParam.optional(),
      active: boolParam.optional(),
    }),
    columns: [
      { header: M.profileNameColumn, width: 32, value: (p) => p.description },
      { header: M.profileTypeColumn, width: 14, value: (p) => (p.is_lastro ? M.profileTypePlatform : M.profileTypeCreditor) },
      { header: M.activeColumn, width: 8, value: (p) => (p.active ? M.activeYes : M.activeNo) },
      { header: M.createdAtColumn, width: 16, value: (p) => formatDate(p.created_at) },
      { header: M.updatedAtColumn, width: 18, value: (p) => formatDate(p.updated_at) },
      { header: M.userCountColumn, width: 10, value: (p) => p.count },
    ],
    count: async (params, scope) => (await service.list(scopeAsAuth(scope), params, { offset: 0, limit: 1 })).metadata.resultset.count,
    read: (params, scope, chunkSize) =>
      pagedChunks(
        async (offset, limit) => (await service.list(scopeAsAuth(scope), params, { offset, limit })).results,
        EXPORT_LIMITS.profiles,
        chunkSize,
      ),
  };
}
