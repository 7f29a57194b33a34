import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from '../../lib/lazyNamed';
import { OnceOpened } from './OnceOpened';

const Dialog = lazyNamed(async () => ({ Dialog: ({ open }: { open: boolean }) => <p>{open ? 'aberto' : 'fechado'}</p> }), 'Dialog');

describe('OnceOpened', () => {
  it('renders nothing before the first opening, then keeps the lazy child mounted', async () => {
    const { rerender } = render(
      <OnceOpened open={false}>
        <Dialog open={false} />
      </OnceOpened>,
    );
    expect(screen.queryByText(/aberto|fechado/)).toBeNull();
    rerender(
      <OnceOpened open>
        <Dialog open />
      </OnceOpened>,
    );
    expect(await screen.findByText('aberto')).toBeInTheDocument();
    rerender(
      <OnceOpened open={false}>
        <Dialog open={false} />
      </OnceOpened>,
    );
    expect(screen.getByText('fechado')).toBeInTheDocument();
  });
});
