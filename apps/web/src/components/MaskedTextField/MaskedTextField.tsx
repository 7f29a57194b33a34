import { useCallback, useLayoutEffect, useRef, type ChangeEvent, type Ref } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type Mask = (value: string) => string;

export type MaskedTextFieldProps = DistributiveOmit<TextFieldProps, 'onChange' | 'value' | 'defaultValue'> & {
  /** Formats any input (raw or already masked) into its masked form. */
  mask: Mask;
  /** Current value, raw or masked; it is always displayed masked. */
  value?: string | null;
  /** Receives the masked string. */
  onChange?: (masked: string) => void;
  /** Virtual keyboard hint, merged into slotProps.htmlInput. */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel';
};

const SIGNIFICANT = /[A-Za-z0-9]/;

const countSignificant = (text: string): number => {
  let count = 0;
  for (const char of text) if (SIGNIFICANT.test(char)) count += 1;
  return count;
};

/** Smallest caret position that leaves exactly `after` significant characters to its right. */
const caretLeaving = (text: string, after: number): number => {
  let count = 0;
  let position = text.length;
  for (let index = text.length - 1; index >= 0; index -= 1) {
    if (SIGNIFICANT.test(text.charAt(index))) {
      if (count === after) break;
      count += 1;
    }
    position = index;
  }
  return position;
};

/**
 * True when `edited` is `before` with one run of mask literals cut out (a backspace over ' %' or '-').
 * A paste or replace-all of raw digits also re-masks to the same text; taken for a deletion, it would
 * drop a digit.
 */
const removesOnlyLiterals = (before: string, edited: string): boolean => {
  const removed = before.length - edited.length;
  if (removed <= 0) return false;
  let prefix = 0;
  while (prefix < edited.length && edited.charAt(prefix) === before.charAt(prefix)) prefix += 1;
  return (
    edited.slice(prefix) === before.slice(prefix + removed) &&
    countSignificant(before.slice(prefix, prefix + removed)) === 0
  );
};

const assignRef = <T,>(ref: Ref<T> | undefined, value: T | null): void => {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
};

/**
 * MUI TextField that displays `mask(value)` and reports the masked string through onChange.
 * Deleting a mask literal (e.g. the ' %' suffix or a '-') deletes the significant character before it,
 * and the caret keeps its place when editing in the middle of the text.
 */
export function MaskedTextField({
  mask,
  value,
  onChange,
  inputMode,
  inputRef,
  slotProps,
  ...rest
}: MaskedTextFieldProps) {
  const elementRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const masked = mask(value ?? '');

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    const element = elementRef.current;
    if (caret === null || !element || element.ownerDocument.activeElement !== element) return;
    element.setSelectionRange(caret, caret);
  }, [masked]);

  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      elementRef.current = element;
      assignRef(inputRef as Ref<HTMLInputElement> | undefined, element);
    },
    [inputRef],
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    let raw = event.target.value;
    let caret = event.target.selectionStart ?? raw.length;
    let next = mask(raw);
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType;
    // A paste of '01310100' over '01310-100' looks like deleting the '-': only a deletion counts.
    const deleting = inputType === undefined || inputType.startsWith('delete');
    if (next === masked && deleting && removesOnlyLiterals(masked, raw)) {
      // Only a mask literal was removed and the mask would put it back: remove the character before it.
      const before = raw.slice(0, caret);
      let index = before.length - 1;
      while (index >= 0 && !SIGNIFICANT.test(before.charAt(index))) index -= 1;
      if (index >= 0) {
        raw = raw.slice(0, index) + raw.slice(index + 1);
        caret = index;
        next = mask(raw);
      }
    }
    pendingCaret.current = caret < raw.length ? caretLeaving(next, countSignificant(raw.slice(caret))) : null;
    onChange?.(next);
  };

  const htmlInput = slotProps?.htmlInput;
  const mergedSlotProps = {
    ...slotProps,
    htmlInput:
      typeof htmlInput === 'function'
        ? (ownerState: Parameters<typeof htmlInput>[0]) => ({ inputMode, ...htmlInput(ownerState) })
        : { inputMode, ...htmlInput },
  };

  return (
    <TextField
      {...rest}
      value={masked}
      onChange={handleChange}
      inputRef={setRefs}
      slotProps={mergedSlotProps}
    />
  );
}
