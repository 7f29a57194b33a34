import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` from the first time `open` is true on, under a Suspense boundary with no
 * fallback: a dialog kept in a chunk of its own (lib/lazyNamed) loads when it is first opened,
 * then stays mounted, so that it closes (and opens again) with its transitions as before.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
