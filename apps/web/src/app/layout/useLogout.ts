import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { clearSession } from '../../lib/session';

/** Ends the session on the server, then forgets it and everything cached (notifications included). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await api.post('account', 'accounts/sign-out').catch(() => undefined);
    clearSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  };
}
