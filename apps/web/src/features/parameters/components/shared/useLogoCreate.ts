import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useToast } from '../../../../components';
import { logoError } from '../LogoField';
import type { LogoSubmitRowProps } from './LogoSubmitRow';

interface CreateWithLogo<O> {
  mutateAsync: (input: O & { file: File | null }) => Promise<unknown>;
  isPending: boolean;
}

/**
 * The create forms of the registers with a logo: keeps the chosen file, sends it with the
 * form's values, toasts the success text, then clears the form and the file.
 */
export function useLogoCreate<I extends FieldValues, O>(
  form: UseFormReturn<I, unknown, O>,
  empty: I,
  create: CreateWithLogo<O>,
  createdMessage: string,
): { onValid: (values: O) => Promise<void>; submitRow: LogoSubmitRowProps } {
  const toast = useToast();
  const [logo, setLogo] = useState<File | null>(null);
  const fileError = logoError(logo);
  const onValid = async (values: O) => {
    if (fileError) return;
    await create.mutateAsync({ ...values, file: logo });
    toast.success(createdMessage);
    form.reset(empty);
    setLogo(null);
  };
  return {
    onValid,
    submitRow: {
      logo,
      onLogoChange: setLogo,
      logoError: fileError,
      pending: create.isPending,
    },
  };
}
