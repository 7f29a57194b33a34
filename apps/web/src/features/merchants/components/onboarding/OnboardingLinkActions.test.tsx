import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../../components';
import { clearSession, setSession } from '../../../../lib/session';
import { OnboardingLinkActions } from './OnboardingLinkActions';

const LINK = 'http://localhost:3000/cadastro?token=abcdefghijklmnopqrstuvwxyz';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('OnboardingLinkActions', () => {
  it("resends the e-mail, generates a token and copies the link ('Link copiado!')", async () => {
    const claims = { name: 'N', companyName: 'C', personId: null, accountId: 'a', accountType: 'Backoffice', isSecundaryAccount: 'False' };
    setSession(`h.${btoa(JSON.stringify(claims))}.s`);
    const fetch = vi.fn(async (url: string) => new Response(JSON.stringify(url.endsWith('/email') ? { message: 'Email reenviado com sucesso' } : { link: LINK })));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(
      <ToastProvider>
        <QueryClientProvider client={new QueryClient()}>
          <OnboardingLinkActions merchantId="m-1" />
        </QueryClientProvider>
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Reenviar e-mail' }));
    expect(await screen.findByText('Email reenviado com sucesso')).toBeInTheDocument();
    expect(fetch.mock.calls[0]![0]).toBe('/api/merchants/m-1/onboarding-link/email');

    await user.click(screen.getByRole('button', { name: 'Gerar token' }));
    expect(await screen.findByDisplayValue(LINK)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Link copiado!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByDisplayValue(LINK)).toBeNull();
  });
});
