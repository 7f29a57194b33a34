import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { isStrongPassword } from '@lastro/domain';
import { PasswordIndicators } from './PasswordIndicators';

const metHints = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-ok="true"]')].map((item) => item.textContent);

describe('PasswordIndicators', () => {
  it("leaves the special-character hint unmet for 'NovaSenha1', which the server refuses", () => {
    const { container } = render(<PasswordIndicators password="NovaSenha1" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(metHints(container)).toEqual([
      'Pelo menos 8 caracteres',
      'Uma letra maiúscula',
      'Uma letra minúscula',
      'Um número',
    ]);
    expect(container.querySelector('[data-ok="false"]')).toHaveTextContent('Um caractere especial (@$!%*#?&)');
    expect(isStrongPassword('NovaSenha1')).toBe(false);
  });

  it('turns every hint green only for a password the rule accepts', () => {
    const { container } = render(<PasswordIndicators password="NovaSenha1!" />);
    expect(metHints(container)).toHaveLength(5);
    expect(container.querySelector('[data-ok="false"]')).toBeNull();
  });
});
