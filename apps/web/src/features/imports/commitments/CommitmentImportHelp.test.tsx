import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { CommitmentImportHelp } from './CommitmentImportHelp';

const T = MESSAGES.imports.commitments;

describe("'Como preencher corretamente'", () => {
  it('opens the field rules from its button; the smoke import adds its own fields', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<CommitmentImportHelp smoke={false} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.imports.howToFill }));
    const table = await screen.findByRole('table', { name: MESSAGES.imports.howToFill });
    expect(within(table).getAllByRole('row')).toHaveLength(T.help.length + 1);
    unmount();
    render(<CommitmentImportHelp smoke />);
    await user.click(screen.getByRole('button', { name: MESSAGES.imports.howToFill }));
    expect(within(await screen.findByRole('table')).getAllByRole('row')).toHaveLength(T.help.length + T.smokeHelp.length + 1);
  });
});
