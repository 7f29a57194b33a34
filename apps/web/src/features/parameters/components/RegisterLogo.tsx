import Avatar from '@mui/material/Avatar';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';

/** The stored logo of an acquirer or arrangement (a placeholder when there is none). */
export function RegisterLogo({ path, name, size = 32 }: { path: string | null; name: string; size?: number }) {
  return (
    <Avatar variant="rounded" src={path ?? undefined} alt={name} sx={{ width: size, height: size, bgcolor: 'grey.100', color: 'grey.500' }} slotProps={{ img: { style: { objectFit: 'contain' } } }}>
      <ImageOutlinedIcon fontSize="small" />
    </Avatar>
  );
}
