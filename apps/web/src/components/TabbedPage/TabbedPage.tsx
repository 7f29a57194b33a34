import { Suspense, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { MESSAGES } from '@lastro/domain';
import { DEFAULT_TAB_PARAM, useTabParam } from './useTabParam';

export interface TabDefinition {
  label: ReactNode;
  content: ReactNode;
  /** Not rendered; its index stays reserved so URLs are stable (e.g. admin-only tabs). */
  hidden?: boolean;
  disabled?: boolean;
}

export interface TabbedPageProps {
  tabs: readonly TabDefinition[];
  /** Query parameter holding the index; default 'tab'. */
  param?: string;
  /** Accessible name of the tab list. */
  'aria-label'?: string;
  onChange?: (index: number) => void;
}

/** Index actually shown: the requested one if visible, otherwise the first visible tab (or -1 if none). */
export function resolveTabIndex(tabs: readonly TabDefinition[], requested: number): number {
  const tab = tabs[requested];
  if (tab && !tab.hidden) return requested;
  return tabs.findIndex((candidate) => !candidate.hidden);
}

/** Tabs bound to a query parameter; only the selected tab's content is mounted. */
export function TabbedPage({ tabs, param = DEFAULT_TAB_PARAM, onChange, ...rest }: TabbedPageProps) {
  const [requested, setIndex] = useTabParam(param);
  const baseId = useId();
  const current = resolveTabIndex(tabs, requested);
  const active = current >= 0 ? tabs[current] : undefined;

  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current >= 0 ? current : false}
          onChange={(_event, value: number) => {
            setIndex(value);
            onChange?.(value);
          }}
          variant="scrollable"
          scrollButtons="auto"
          // MUI hides the arrows below 600 px by default: on a phone a tab cut at the edge
          // (Parâmetros' 'Bancos') gave no sign that more tabs were there.
          allowScrollButtonsMobile
          aria-label={rest['aria-label']}
        >
          {tabs.map((tab, index) =>
            tab.hidden ? null : (
              <Tab
                key={index}
                value={index}
                label={tab.label}
                disabled={tab.disabled}
                id={`${baseId}-tab-${index}`}
                aria-controls={`${baseId}-panel-${index}`}
              />
            ),
          )}
        </Tabs>
      </Box>
      {active ? (
        <Box role="tabpanel" id={`${baseId}-panel-${current}`} aria-labelledby={`${baseId}-tab-${current}`}>
          {/* A tab's content may be a lazy chunk (lib/lazyNamed): the panel shows progress while it loads. */}
          <Suspense fallback={<LinearProgress aria-label={MESSAGES.common.loading} />}>{active.content}</Suspense>
        </Box>
      ) : null}
    </Box>
  );
}
