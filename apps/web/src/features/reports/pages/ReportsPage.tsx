// Filled by its part of issue 13.
export default function ReportsPage() {
  return null;
}
