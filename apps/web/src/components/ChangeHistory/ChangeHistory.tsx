import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ChangeHistoryProps } from './ChangeHistoryPanel';

// The section (MUI's Accordion) is a chunk of its own and its list another, loaded when opened:
// the edit screens that show it carry none of it in their own chunks.
const ChangeHistorySection = lazyNamed(() => import('./ChangeHistorySection'), 'ChangeHistorySection');

/** 'Histórico de alterações' under an edit screen (for those who may read the audit trail). */
export function ChangeHistory(props: ChangeHistoryProps) {
  return (
    <Suspense fallback={null}>
      <ChangeHistorySection {...props} />
    </Suspense>
  );
}
