/**
 * Query keys of reference data several screens read (pickers and register lists):
 * ['reference', <entity>, params]. A change to an entity invalidates ['reference', <entity>],
 * which refreshes every list and picker of it on every screen.
 */
export const referenceKeys = {
  all: ['reference'] as const,
  banks: ['reference', 'banks'] as const,
  acquirers: ['reference', 'acquirers'] as const,
  arrangements: ['reference', 'arrangements'] as const,
  creditors: ['reference', 'creditors'] as const,
  merchants: ['reference', 'merchants'] as const,
};
