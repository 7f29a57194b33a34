import { useState } from 'react';
import CloudSyncIcon from '@mui/icons-material/CloudSyncOutlined';
import {
  Box,
  CircularProgress,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import { MESSAGES } from '@lastro/domain';
import { useActiveJobs } from '../api/listJobs';
import type { JobView } from '../types';

const M = MESSAGES.notifications;

const labelOf = (job: JobView) => M.jobLabels[job.type] ?? job.type;

/** Overall % of the running jobs whose size is known; null while none is. */
function overallPercent(jobs: JobView[]): number | null {
  const sized = jobs.filter((j) => j.total);
  if (sized.length === 0) return null;
  const done = sized.reduce((n, j) => n + j.done, 0);
  const total = sized.reduce((n, j) => n + (j.total ?? 0), 0);
  return Math.min(100, Math.floor((done / total) * 100));
}

/** A small spinner in the top bar while jobs the user started run; its popover lists them with % done. */
export function JobsIndicator() {
  const jobs = useActiveJobs().data?.results ?? [];
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (jobs.length === 0) return null;
  const percent = overallPercent(jobs);
  return (
    <>
      <Tooltip title={M.jobsTitle}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={M.jobsTitle}
          data-testid="jobs-indicator"
        >
          <Box sx={{ position: 'relative', display: 'inline-flex' }}>
            <CircularProgress
              aria-label={M.jobsTitle}
              size={30}
              variant={percent === null ? 'indeterminate' : 'determinate'}
              value={percent ?? undefined}
            />
            <CloudSyncIcon sx={{ position: 'absolute', inset: 0, m: 'auto', fontSize: 16 }} color="primary" />
          </Box>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ width: 320, p: 2 }}>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {M.jobsTitle}
          </Typography>
          <List dense disablePadding>
            {jobs.map((job) => (
              <ListItem key={job.id} disableGutters sx={{ display: 'block' }} data-testid="job-item">
                <ListItemText
                  primary={labelOf(job)}
                  secondary={
                    job.status === 'queued'
                      ? M.jobQueued
                      : `${job.percent ?? 0}% · ${M.jobProgress(job.done, job.total)}`
                  }
                />
                <LinearProgress
                  variant={job.status === 'queued' || job.percent === null ? 'indeterminate' : 'determinate'}
                  value={job.percent ?? 0}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      </Popover>
    </>
  );
}
