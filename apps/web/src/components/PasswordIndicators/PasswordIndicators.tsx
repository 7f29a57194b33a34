import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { passwordIndicators } from '@lastro/domain';

/** The live hints of a new password: the criteria of the domain's password rule, as the server applies it. */
export function PasswordIndicators({ password }: { password: string }) {
  const items = passwordIndicators(password);
  return (
    <List dense disablePadding aria-live="polite">
      {items.map((item) => (
        <ListItem key={item.key} disableGutters sx={{ py: 0 }} data-ok={item.ok}>
          <ListItemIcon sx={{ minWidth: 28 }}>
            {item.ok ? (
              <CheckCircleIcon fontSize="small" color="success" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-hidden />
            )}
          </ListItemIcon>
          <ListItemText
            primary={item.hint}
            slotProps={{ primary: { variant: 'body2', color: item.ok ? 'success.main' : 'text.secondary' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
