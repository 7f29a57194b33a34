import { PERMISSIONS } from '@lastro/domain';
import { waitFor } from '../../jobs/testing/wait';
import { oncePerContext, outcomes, type Expectations, type MatrixContext, type MatrixEntry } from './types';

/**
 * Jobs, exports, generated files and notifications. Jobs and files belong to one account:
 * the targets here are the admin's, so every other caller gets 404.
 */
const onlyTheAdmin: Expectations = {
  anonymous: 401,
  lacking: 404,
  otherCreditor: 404,
  withPermission: 404,
  admin: 200,
};

/** One finished creditors export of the matrix's admin (made once). */
const adminFile = oncePerContext(async (ctx: MatrixContext) => {
  const res = await ctx.t.as(ctx.adminToken, { method: 'GET', url: '/api/creditor' });
  if (res.statusCode !== 202) throw new Error(res.body);
  const jobId = res.json().job_id as string;
  const fileId = await waitFor(async () => {
    const job = (await ctx.t.as(ctx.adminToken, { method: 'GET', url: `/api/jobs/${jobId}` })).json();
    return job.status === 'completed' ? (job.result.fileId as string) : undefined;
  }, 'matrix export');
  return { jobId, fileId };
});

export const matrix: MatrixEntry[] = [
  { method: 'GET', url: '/api/creditor', expect: outcomes.adminOnly(202) },
  {
    method: 'GET',
    url: '/api/merchant',
    grants: [[PERMISSIONS.cad_estabelecimento, ['read']]],
    // Each caller's own merchants: another creditor's user exports its own (none of A's).
    expect: outcomes.permission(202, 202),
    request: () => ({ query: { account_id: 'x', view_full_api: false } }),
  },
  {
    method: 'GET',
    url: '/api/jobs',
    expect: outcomes.signedIn(200),
    request: () => ({ query: { mine: true } }),
  },
  {
    method: 'GET',
    url: '/api/jobs/:id',
    expect: onlyTheAdmin,
    request: async (ctx) => ({ url: `/api/jobs/${(await adminFile(ctx)).jobId}` }),
  },
  {
    method: 'GET',
    url: '/api/files/:id/download',
    expect: onlyTheAdmin,
    request: async (ctx) => ({ url: `/api/files/${(await adminFile(ctx)).fileId}/download` }),
  },
  { method: 'GET', url: '/api/notifications', expect: outcomes.signedIn(200) },
  {
    method: 'PATCH',
    url: '/api/notifications',
    expect: outcomes.signedIn(200),
    request: () => ({ payload: { notifications_user_id: [] } }),
  },
  {
    method: 'GET',
    url: '/api/notifications/stream',
    // Past authorization a client that does not ask for an event stream gets 406 (an injected
    // request could not wait for an endless response); the stream itself is tested in its module.
    expect: { anonymous: 401, lacking: 406, otherCreditor: 406, withPermission: 406, admin: 406 },
  },
];
