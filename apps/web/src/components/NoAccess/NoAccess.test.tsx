import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NoAccess } from './NoAccess';

describe('NoAccess', () => {
  it('tells the user they cannot see the module', () => {
    render(<NoAccess />);
    expect(screen.getByRole('status')).toHaveTextContent('Você não tem acesso a visualização desse módulo');
  });
});
