/**
 * The audit's vocabulary: what kind of write an event records. Every write route maps to one
 * through auditRouteOf, from its method and URL alone, so a new route is audited without anyone
 * adding it to a list.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'status',
  'delete',
  'import',
  'export',
  'approval',
  'match',
  'justification',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'session',
  'factor',
  'password',
  'permission',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  create: 'Inclusão',
  update: 'Alteração',
  status: 'Mudança de situação',
  delete: 'Exclusão',
  import: 'Importação',
  export: 'Exportação',
  approval: 'Aprovação',
  match: 'Vínculo',
  justification: 'Justificativa',
  sign_in: 'Entrada',
  sign_in_failed: 'Entrada recusada',
  sign_out: 'Saída',
  session: 'Sessão encerrada',
  factor: 'Segundo fator',
  password: 'Senha',
  permission: 'Permissões',
};

/** A route that changes nothing although it is not a GET (a look-up sent as POST): not audited. */
export const AUDIT_READ = 'read' as const;

/** The last path segment (a verb) -> the action, when the route names what it does. */
const VERBS: ReadonlyArray<readonly [RegExp, AuditAction | typeof AUDIT_READ]> = [
  [/^sign-in$|^code$|^enrolment$/, 'sign_in'],
  [/^sign-out$/, 'sign_out'],
  [/^sessions$|^end-others$/, 'session'],
  [/^second-factor$|^passkeys?$|^recovery-codes$/, 'factor'],
  [/password/, 'password'],
  [/^security-policy$/, 'factor'],
  [/^export$/, 'export'],
  [/upload|import|^maintenance$|^multiple-limited$/, 'import'],
  [/^approved?$|^approve$|^accept$|^reject$|^refuse$|^confirm$|^discard$|^reversed$/, 'approval'],
  [/^links?$|^match(es)?$|^aliases$|^optins$/, 'match'],
  [/justif/, 'justification'],
  [/status$|^cancel$|^activate$|^inactivate$|^block$|^unblock$|^unlockout$|^update-domiciles$/, 'status'],
  [/^permissions$/, 'permission'],
  [/^search-/, AUDIT_READ],
];

/** Path segments that are sub-steps of the previous verb rather than verbs of their own. */
const STEP_WORDS = new Set(['confirm', 'code', 'enrolment', 'email']);

export interface AuditRoute {
  /** What was written: the URL's named segments under /api ('creditors/originators'). */
  entity: string;
  action: AuditAction | typeof AUDIT_READ;
}

/**
 * The entity and action of a route from its method and registered URL ('/api/creditors/:id').
 * The entity is the URL's fixed segments without the verb; the action the verb's, else the
 * method's (POST create, PUT/PATCH update, DELETE delete). A GET is audited only as an export.
 */
export function auditRouteOf(method: string, url: string): AuditRoute | null {
  const segments = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);
  const fixed = segments.filter((s) => !s.startsWith(':'));
  const m = method.toUpperCase();
  let verbAt = -1;
  let action: AuditRoute['action'] | undefined;
  for (let i = fixed.length - 1; i >= 1 && action === undefined; i--) {
    const word = fixed[i]!;
    const hit = VERBS.find(([re]) => re.test(word));
    if (hit && !(STEP_WORDS.has(word) && i > 1 && VERBS.some(([re]) => re.test(fixed[i - 1]!)))) {
      action = hit[1];
      verbAt = i;
    }
  }
  if (m === 'GET' || m === 'HEAD' || m === 'OPTIONS') {
    if (action !== 'export') return null;
  }
  const entityParts = verbAt > 0 ? fixed.slice(0, verbAt) : fixed;
  if (fixed[0] === 'domains' && fixed[1] === 'profiles' && m !== 'DELETE') action ??= 'permission';
  action ??= m === 'POST' ? 'create' : m === 'DELETE' ? 'delete' : 'update';
  return { entity: (entityParts.length ? entityParts : fixed).join('/'), action };
}
