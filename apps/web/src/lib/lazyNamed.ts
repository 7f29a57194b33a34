import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: a part of a page that is not shown first (a tab other than the
 * first, a dialog opened on demand) becomes a chunk of its own, loaded when it is first shown.
 * Render it under a Suspense boundary (TabbedPage has one around its panel).
 */
export function lazyNamed<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
