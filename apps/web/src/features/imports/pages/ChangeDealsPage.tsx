/** Placeholder: filled by the branch that builds this import. */
export default function ChangeDealsPage() {
  return null;
}
