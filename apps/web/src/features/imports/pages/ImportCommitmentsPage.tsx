import { CommitmentImportScreen } from '../commitments/CommitmentImportScreen';

/** /app/import-appointments: the commitment import (deals/upload). */
export default function ImportCommitmentsPage() {
  return <CommitmentImportScreen smoke={false} />;
}
