import { CommitmentImportScreen } from '../commitments/CommitmentImportScreen';

/** /app/import-smoke-appointments: the smoke commitment import (deals/upload-contract-smoke). */
export default function ImportSmokeCommitmentsPage() {
  return <CommitmentImportScreen smoke />;
}
