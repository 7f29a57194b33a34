import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';

/** Palette and type of the spec: primary #0E97F7, secondary #7450F0, Open Sans. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0E97F7', contrastText: '#ffffff' },
      secondary: { main: '#7450F0' },
      background: { default: '#F4F6FA' },
    },
    typography: {
      fontFamily: '"Open Sans", Arial, sans-serif',
      fontSize: 14,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    },
  },
  ptBR,
);
