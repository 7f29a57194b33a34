/** Placeholder: filled by the branch that builds this import. */
export default function ImportSmokeCommitmentsPage() {
  return null;
}
