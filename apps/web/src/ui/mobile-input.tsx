import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { formatIndianMobile, parseIndianMobile } from '@safesathi/contract';

export interface MobileInputProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  /** Dial code shown as a fixed prefix, without '+'. */
  dialCode?: string;
}

/**
 * The one mobile-number field: it keeps whatever is typed or pasted ("+91 98765-43210",
 * "098765 43210", Hindi digits), cutting and rewriting nothing while the person types, and the
 * form's contract schema reads it as the server will (docs/decisions/0031-phone-numbers.md).
 * On leaving the field, a number written with a prefix or marks is shown as "98765 43210" beside
 * the fixed +91, so a typed "+91" is not seen twice.
 */
export function MobileInput({ value, onChange, onBlur, dialCode = '91', ...props }: MobileInputProps) {
  return (
    <TextInput
      type="tel"
      // The phone keypad, which has + (the numeric one has not).
      inputMode="tel"
      autoComplete="tel"
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
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        const parsed = dialCode === '91' ? parseIndianMobile(value) : null;
        // Ten plain digits (a stored number, or typed so) stay as they are: nothing to tidy.
        if (parsed?.ok && value.trim() !== parsed.national) {
          const shown = formatIndianMobile(parsed.national, '91', { national: true });
          if (shown !== value) onChange(shown);
        }
        onBlur?.(event);
      }}
    />
  );
}
