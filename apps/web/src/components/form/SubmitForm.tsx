import { createContext, useContext, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import Button, { type ButtonProps } from '@mui/material/Button';
import { MESSAGES } from '@lastro/domain';

const Submitting = createContext(false);

export interface SubmitFormProps<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  /** Runs with the valid values; the form counts as submitting until its promise settles. */
  onValid: (values: Output) => unknown;
  children: ReactNode;
  'aria-label'?: string;
  id?: string;
}

/**
 * The one submit rule of every form. The button stays enabled; a click validates every field at
 * once, shows each error and moves focus to the first invalid field (react-hook-form's
 * shouldFocusError, reaching the <input> through the fields' inputRef). A valid submit runs once:
 * a second click or Enter while it runs is dropped here, synchronously, because react-hook-form
 * validates asynchronously and the page's pending flag arrives a render later, so a double click
 * sent the request twice. Its SubmitButton is disabled meanwhile. A failed request is the page's
 * to tell (toast); the rejection stops here.
 */
export function SubmitForm<Input extends FieldValues, Output>({ form, onValid, children, ...rest }: SubmitFormProps<Input, Output>) {
  const running = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    try {
      await form.handleSubmit(async (values) => {
        await onValid(values);
      })(event);
    } catch {
      // Told by the page that made the request.
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} {...rest}>
      <Submitting.Provider value={submitting}>{children}</Submitting.Provider>
    </form>
  );
}

/** Types a form's submit handler from the form, where it is written apart from <SubmitForm>. */
export const validHandler = <Input extends FieldValues, Output>(
  _form: UseFormReturn<Input, unknown, Output>,
  handler: (values: Output) => unknown,
) => handler;

export type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  /** A request the page runs for this form (its mutation's isPending) also disables it. */
  pending?: boolean;
};

/** 'Gravar dados' (or its children): disabled and spinning while its SubmitForm's submit runs. */
export function SubmitButton({ pending = false, disabled = false, children, ...props }: SubmitButtonProps) {
  const submitting = useContext(Submitting) || pending;
  return (
    <Button variant="contained" {...props} type="submit" disabled={disabled || submitting} loading={submitting}>
      {children ?? MESSAGES.common.save}
    </Button>
  );
}
