import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useNavigate } from 'react-router';
import { texts } from '../texts';

export interface BackButtonProps {
  /** Where 'Voltar para a listagem' goes (usually the module's list route). */
  to: string;
}

export function BackButton({ to }: BackButtonProps) {
  const navigate = useNavigate();
  return (
    <Button variant="text" startIcon={<ArrowBackIcon />} onClick={() => void navigate(to)}>
      {texts.navigation.back}
    </Button>
  );
}
