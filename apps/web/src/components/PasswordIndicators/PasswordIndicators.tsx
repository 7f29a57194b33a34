import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { MESSAGES, passwordIndicators } from '@lastro/domain';

const A = MESSAGES.auth;

/** The live indicators of a new password: 8+ characters, an uppercase letter, a digit. */
export function PasswordIndicators({ password }: { password: string }) {
  const state = passwordIndicators(password);
  const items = [
    { ok: state.minLength, label: A.passwordIndicatorMinLength },
    { ok: state.uppercase, label: A.passwordIndicatorUppercase },
    { ok: state.digit, label: A.passwordIndicatorDigit },
  ];
  return (
    <List dense disablePadding aria-live="polite">
      {items.map((item) => (
        <ListItem key={item.label} disableGutters sx={{ py: 0 }} data-ok={item.ok}>
          <ListItemIcon sx={{ minWidth: 28 }}>
            {item.ok ? (
              <CheckCircleIcon fontSize="small" color="success" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-hidden />
            )}
          </ListItemIcon>
          <ListItemText
            primary={item.label}
            slotProps={{ primary: { variant: 'body2', color: item.ok ? 'success.main' : 'text.secondary' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
