import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { cleanPastedPhone, digitsOnly } from '../lib/phone';

export interface MobileInputProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  /** Dial code shown as a fixed prefix, without '+'. */
  dialCode?: string;
}

/** Mobile number field: fixed +91 prefix, numeric keypad, digits only, 10 at most; pasting "+91 98…" works. */
export function MobileInput({ value, onChange, dialCode = '91', ...props }: MobileInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
      placeholder="98765 43210"
      leftSection={
        <Text size="sm" fw={600} c="dark.6" aria-hidden>
          +{dialCode}
        </Text>
      }
      leftSectionWidth={dialCode.length > 2 ? 64 : 52}
      leftSectionPointerEvents="none"
      {...props}
      value={value}
      onChange={(event) => onChange(digitsOnly(event.currentTarget.value))}
      onPaste={(event) => {
        const text = event.clipboardData.getData('text');
        if (!text) return;
        event.preventDefault();
        onChange(cleanPastedPhone(text));
      }}
    />
  );
}
