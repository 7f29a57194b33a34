import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MoneyText } from './MoneyText';

describe('MoneyText', () => {
  it("shows reais as the formatter writes them, on one line ('R$' never apart from its digits)", () => {
    render(
      <>
        <MoneyText value={1200.5} />
        <MoneyText value={null} />
      </>,
    );
    expect(screen.getByText('R$ 1.200,50')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});
