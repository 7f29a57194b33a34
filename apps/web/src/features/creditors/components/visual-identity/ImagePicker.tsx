import { useEffect, useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { IMAGE_EXTENSIONS, MESSAGES, isSupportedImageName } from '@lastro/domain';

const M = MESSAGES.creditors;

export interface ImagePickerProps {
  label: string;
  /** Name of the multipart field (file_logo, file_image), also the input's name. */
  name: string;
  currentUrl?: string | undefined;
  currentLabel: string;
  file: File | null;
  disabled?: boolean;
  error?: string | undefined;
  /** The chosen file (null when refused) and the refusal message. */
  onChange: (file: File | null, error?: string) => void;
}

/** A png/jpg/jpeg picker with a preview of the chosen file or of the stored picture. */
export function ImagePicker({ label, name, currentUrl, currentLabel, file, disabled, error, onChange }: ImagePickerProps) {
  const inputId = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? currentUrl ?? null;

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{label}</Typography>
      <Box
        sx={{
          height: 140,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'grey.50',
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <Box component="img" src={shown} alt={preview ? label : currentLabel} sx={{ maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' }} />
        ) : (
          <ImageOutlinedIcon color="disabled" fontSize="large" />
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" size="small" disabled={disabled}>
          {M.selectImage}
          <input
            id={inputId}
            hidden
            type="file"
            name={name}
            aria-label={label}
            accept={IMAGE_EXTENSIONS.join(',')}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (!chosen) return;
              if (!isSupportedImageName(chosen.name)) onChange(null, M.unsupportedImageFile);
              else onChange(chosen);
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" noWrap>
          {file?.name ?? M.noFileChosen}
        </Typography>
      </Stack>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Stack>
  );
}
