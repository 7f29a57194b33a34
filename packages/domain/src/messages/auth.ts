/** Sign-in, session and password texts. */
export const AUTH_MESSAGES = {
  loginTitle: 'Login',
  loginDescription: 'Faça login para acessar o backoffice',
  emailLabel: 'E-mail',
  passwordLabel: 'Senha',
  signIn: 'Entrar',
  logout: 'Sair',
  invalidCredentials: 'E-mail ou senha inválidos',
  accountBlocked: 'Conta bloqueada após 5 tentativas sem sucesso. Procure um administrador para desbloquear.',
  accountInactive: 'Conta inativa',
  sessionExpired: 'Sessão expirada, faça login novamente',
  passwordRule:
    'A senha deve conter pelo menos 8 caracteres, uma letra maiúscula e minúscula, um número e um caractere especial',
  newPassword: 'Nova senha',
  changePasswordTitle: 'Alterar senha',
  passwordIndicatorMinLength: 'Pelo menos 8 caracteres',
  passwordIndicatorUppercase: 'Uma letra maiúscula',
  passwordIndicatorLowercase: 'Uma letra minúscula',
  passwordIndicatorDigit: 'Um número',
  passwordIndicatorSpecial: 'Um caractere especial (@$!%*#?&)',
  passwordChanged: 'Senha alterada com sucesso!',
} as const;
