import type { ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One titled part of the create form ('Parceiro', 'Contrato', 'Parcelas'), closed by a divider. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
      <Divider />
    </Stack>
  );
}

/** One field's cell of the form grid: the whole row on phones, half on small screens, `md` twelfths on wider ones (`full`: always the whole row). */
export function Cell({ md = 12, full = false, children }: { md?: number; full?: boolean; children: ReactNode }) {
  return <Grid size={full ? { xs: 12 } : { xs: 12, sm: 6, md }}>{children}</Grid>;
}

/** A code select (transaction and contract types): the form holds the number, the select its text; nothing chosen is ''. */
export const NUMERIC_CODE = {
  format: (value: unknown) => String(value),
  parse: (text: string) => (text === '' ? ('' as const) : Number(text)),
};
