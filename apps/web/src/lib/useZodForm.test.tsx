import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { useZodForm } from './useZodForm';

const schema = z.object({
  name: z.string().trim().min(3, { error: 'curto' }),
  order: z.coerce.number<string>(),
});

describe('useZodForm', () => {
  it('validates with the schema and submits its output (typed from the schema, no casts)', async () => {
    const { result } = renderHook(() => useZodForm(schema, { defaultValues: { name: ' ab ', order: '7' } }));
    const onValid = vi.fn((values: z.output<typeof schema>) => values.order + 1);
    const onInvalid = vi.fn();
    await act(() => result.current.handleSubmit(onValid, onInvalid)());
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid.mock.calls[0]?.[0]).toMatchObject({ name: { message: 'curto' } });

    act(() => result.current.setValue('name', ' Ana '));
    await act(() => result.current.handleSubmit(onValid)());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Ana', order: 7 });
  });
});
