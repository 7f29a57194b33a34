import { useEffect, useId, useMemo, useRef } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { IMAGE_EXTENSIONS, MESSAGES } from '@lastro/domain';

const R = MESSAGES.registers;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** The client-side check of a chosen logo (the server checks the bytes again). */
export function logoError(file: File | null | undefined): string | undefined {
  if (!file) return undefined;
  const name = file.name.toLowerCase();
  if (!IMAGE_EXTENSIONS.some((ext) => name.endsWith(ext))) return R.unsupportedImageFile;
  if (file.size > LOGO_MAX_BYTES) return R.fileTooLarge;
  return undefined;
}

export interface LogoFieldProps {
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Logo picker (.png, .jpg, .jpeg up to 5 MB) with a preview. */
export function LogoField({ value, onChange, error, disabled }: LogoFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  useEffect(() => {
    // Clearing the form (after a save) must also clear the native input.
    if (!value && inputRef.current) inputRef.current.value = '';
  }, [value]);

  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar variant="rounded" src={preview ?? undefined} alt={R.logoLabel} sx={{ width: 40, height: 40 }}>
          <ImageOutlinedIcon />
        </Avatar>
        <Button component="label" htmlFor={inputId} variant="outlined" size="small" disabled={disabled}>
          {R.selectLogo}
        </Button>
        <input
          id={inputId}
          ref={inputRef}
          type="file"
          hidden
          aria-label={R.logoLabel}
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          disabled={disabled}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 320 }}>
          {value?.name ?? R.logoHint}
        </Typography>
      </Stack>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Stack>
  );
}
