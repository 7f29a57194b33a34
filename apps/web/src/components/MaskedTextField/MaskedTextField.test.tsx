import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MaskedTextField, type Mask } from './MaskedTextField';
import { CnpjField, CpfCnpjField, CepField, CurrencyField, PercentField, PhoneField } from './fields';
import {
  maskCep,
  maskCnpj,
  maskCpf,
  maskCpfCnpj,
  maskCurrencyInput,
  maskPercentInput,
  maskPhone,
} from './masks';
import { parseMaskedDecimal, unmaskDigits, unmaskDocument } from './unmask';

describe('masks', () => {
  it('formats CNPJ progressively and accepts letters only in the first 12 positions', () => {
    expect(maskCnpj('')).toBe('');
    expect(maskCnpj('12')).toBe('12');
    expect(maskCnpj('123')).toBe('12.3');
    expect(maskCnpj('12345678')).toBe('12.345.678');
    expect(maskCnpj('123456789')).toBe('12.345.678/9');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('11222333000181999')).toBe('11.222.333/0001-81');
    expect(maskCnpj('12.abc.345/01de-35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12ABC34501DEXY35')).toBe('12.ABC.345/01DE-35');
  });

  it('formats CPF and switches CPF/CNPJ by length', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(maskCpfCnpj('529.982.247-251')).toBe('52.998.224/7251');
    expect(maskCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('formats CEP and phones', () => {
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01310')).toBe('01310');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('113')).toBe('(11) 3');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('(11) 98765-43219')).toBe('(11) 98765-4321');
  });

  it('shifts currency and percent digits in from the right', () => {
    expect(maskCurrencyInput('1')).toBe('R$ 0,01');
    expect(maskCurrencyInput('R$ 0,012')).toBe('R$ 0,12');
    expect(maskCurrencyInput('123456789')).toBe('R$ 1.234.567,89');
    expect(maskCurrencyInput('R$ 0,0')).toBe('');
    expect(maskPercentInput('1')).toBe('0,01 %');
    expect(maskPercentInput('1234')).toBe('12,34 %');
    expect(parseMaskedDecimal('R$ 1.234,56')).toBe(1234.56);
    expect(parseMaskedDecimal('12,34 %')).toBe(12.34);
    expect(parseMaskedDecimal('')).toBeNull();
  });

  it('unmasks', () => {
    expect(unmaskDigits('(11) 98765-4321')).toBe('11987654321');
    expect(unmaskDocument('12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });
});

function Controlled({ mask, onValue }: { mask: Mask; onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MaskedTextField
      label="Campo"
      mask={mask}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('MaskedTextField', () => {
  it('shows the masked value while typing and reports the masked string', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled mask={maskPhone} onValue={onValue} />);
    const input = screen.getByLabelText('Campo');
    await user.type(input, '11987654321');
    expect(input).toHaveValue('(11) 98765-4321');
    expect(onValue).toHaveBeenLastCalledWith('(11) 98765-4321');
  });

  it('backspace over a suffix removes a digit instead of getting stuck', async () => {
    const user = userEvent.setup();
    render(<Controlled mask={maskPercentInput} />);
    const input = screen.getByLabelText('Campo');
    await user.type(input, '1234');
    expect(input).toHaveValue('12,34 %');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('1,23 %');
  });

  it('keeps the caret when editing in the middle', async () => {
    const user = userEvent.setup();
    render(<Controlled mask={maskPhone} />);
    const input = screen.getByLabelText<HTMLInputElement>('Campo');
    await user.type(input, '1123456789');
    expect(input).toHaveValue('(11) 2345-6789');
    // Insert a 9 right after '(11) '.
    await user.type(input, '9', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input).toHaveValue('(11) 92345-6789');
    expect(input.selectionStart).toBe(6);
  });

  it.each([
    ['the same', '11222333000181'],
    ['other', '60701190000104'],
  ])('pasting %s 14 raw digits over a filled CNPJ keeps all 14', async (_, pasted) => {
    const user = userEvent.setup();
    render(<Controlled mask={maskCnpj} />);
    const input = screen.getByLabelText<HTMLInputElement>('Campo');
    await user.type(input, '11222333000181');
    expect(input).toHaveValue('11.222.333/0001-81');
    input.setSelectionRange(0, input.value.length);
    await user.paste(pasted);
    expect(input).toHaveValue(maskCnpj(pasted));
    expect(unmaskDigits(input.value)).toHaveLength(14);
  });

  it('pasting raw digits over a filled CPF/CNPJ keeps every digit', async () => {
    const user = userEvent.setup();
    render(<Controlled mask={maskCpfCnpj} />);
    const input = screen.getByLabelText<HTMLInputElement>('Campo');
    await user.type(input, '52998224725');
    input.setSelectionRange(0, input.value.length);
    await user.paste('52998224725');
    expect(input).toHaveValue('529.982.247-25');
    input.setSelectionRange(0, input.value.length);
    await user.paste('11222333000181');
    expect(input).toHaveValue('11.222.333/0001-81');
  });

  it('displays a raw initial value masked and passes htmlInput slot props through', () => {
    render(
      <MaskedTextField
        label="Documento"
        mask={maskCnpj}
        value="11222333000181"
        slotProps={{ htmlInput: { 'data-testid': 'doc' } }}
      />,
    );
    expect(screen.getByLabelText('Documento')).toHaveValue('11.222.333/0001-81');
    expect(screen.getByTestId('doc')).toBe(screen.getByLabelText('Documento'));
  });

  it.each([
    ['CNPJ', CnpjField, '11222333000181', '11.222.333/0001-81'],
    ['CPF/CNPJ', CpfCnpjField, '52998224725', '529.982.247-25'],
    ['CEP', CepField, '01310100', '01310-100'],
    ['Telefone', PhoneField, '1133334444', '(11) 3333-4444'],
    ['Valor', CurrencyField, '123456', 'R$ 1.234,56'],
    ['Taxa', PercentField, '250', '2,50 %'],
  ] as const)('%s field applies its mask', async (label, Field, typed, expected) => {
    const user = userEvent.setup();
    function Host() {
      const [value, setValue] = useState('');
      return <Field label={label} value={value} onChange={setValue} />;
    }
    render(<Host />);
    await user.type(screen.getByLabelText(label), typed);
    expect(screen.getByLabelText(label)).toHaveValue(expected);
  });
});
