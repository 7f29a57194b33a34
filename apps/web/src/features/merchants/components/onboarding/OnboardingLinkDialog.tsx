/** Slot: the link dialog (copy to clipboard, 'Link copiado!') shown after creating a merchant or generating a token. */
export function OnboardingLinkDialog(_props: { link: string | null; onClose: () => void }) {
  return null;
}
