import { Box } from '@mui/material';
import { BRAND_BLUE } from '../theme';

/** The brand mark: the square keeps the brand blue (a fill); the word uses the darker text shade (see theme). */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="7" fill={BRAND_BLUE} />
        <path d="M10 7v18h13" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="23" cy="10" r="3" fill="#7450F0" />
      </svg>
      <Box component="span" sx={{ fontWeight: 700, fontSize: size * 0.7, color: 'primary.main', letterSpacing: 0.5 }}>
        Lastro
      </Box>
    </Box>
  );
}
