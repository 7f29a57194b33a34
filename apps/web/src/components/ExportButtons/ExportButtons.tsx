import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { texts } from '../texts';

export type ExportFormat = 'xls' | 'csv';

export interface ExportButtonsProps {
  /** Called with the chosen format (the only one, or the one picked in the menu). */
  onDownload?: (format: ExportFormat) => void;
  onRefresh?: () => void;
  totalLines?: number;
  totalErrors?: number;
  /** Formats offered; with more than one, 'Baixar tabela' opens a menu. Default ['xls']. */
  formats?: readonly ExportFormat[];
  /** Disables 'Baixar tabela' (e.g. while an export is running). */
  downloadDisabled?: boolean;
  refreshDisabled?: boolean;
}

const formatCount = (value: number): string => value.toLocaleString('pt-BR');

export function ExportButtons({
  onDownload,
  onRefresh,
  totalLines,
  totalErrors,
  formats = ['xls'],
  downloadDisabled = false,
  refreshDisabled = false,
}: ExportButtonsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hasMenu = formats.length > 1;

  const handleDownload = (event: MouseEvent<HTMLElement>) => {
    if (hasMenu) {
      setAnchor(event.currentTarget);
      return;
    }
    onDownload?.(formats[0] ?? 'xls');
  };

  const choose = (format: ExportFormat) => {
    setAnchor(null);
    onDownload?.(format);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {onDownload ? (
        <>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={handleDownload}
            disabled={downloadDisabled}
            aria-haspopup={hasMenu ? 'menu' : undefined}
            aria-expanded={hasMenu ? Boolean(anchor) : undefined}
          >
            {texts.export.download}
          </Button>
          {hasMenu ? (
            <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
              {formats.map((format) => (
                <MenuItem key={format} onClick={() => choose(format)}>
                  {texts.export.formats[format]}
                </MenuItem>
              ))}
            </Menu>
          ) : null}
        </>
      ) : null}
      {onRefresh ? (
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshDisabled}>
          {texts.export.refresh}
        </Button>
      ) : null}
      {totalLines !== undefined ? (
        <Typography variant="body2">{texts.export.totalLines(formatCount(totalLines))}</Typography>
      ) : null}
      {totalErrors !== undefined ? (
        <Typography variant="body2" color={totalErrors > 0 ? 'error' : undefined}>
          {texts.export.totalErrors(formatCount(totalErrors))}
        </Typography>
      ) : null}
    </Stack>
  );
}
