/** Slot of the Dados Cadastrais form: resend e-mail and generate token (the onboarding link). */
export function OnboardingLinkActions(_props: { merchantId: string }) {
  return null;
}
