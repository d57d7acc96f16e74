import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput, plus the aria-invalid it leaves out (its TextInput sets it), so
 * screen readers announce a password field with an error as invalid, and a show button that
 * the keyboard reaches (Mantine takes it out of the tab order by default).
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
      {...props}
      aria-invalid={props.error ? true : undefined}
    />
  );
}
