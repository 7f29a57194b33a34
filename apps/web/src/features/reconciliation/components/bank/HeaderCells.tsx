import TableCell from '@mui/material/TableCell';

/** The header cells of the bank screen's small tables: bold, one line, the last one (the amount) to the right. */
export function HeaderCells({ headers }: { headers: readonly string[] }) {
  return (
    <>
      {headers.map((h, i) => (
        <TableCell key={h} align={i === headers.length - 1 ? 'right' : undefined} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {h}
        </TableCell>
      ))}
    </>
  );
}
