export { TabbedPage, resolveTabIndex } from './TabbedPage';
export type { TabbedPageProps, TabDefinition } from './TabbedPage';
export { useTabParam, readTabIndex, DEFAULT_TAB_PARAM } from './useTabParam';
