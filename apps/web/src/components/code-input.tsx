import { PinInput, type PinInputProps } from '@mantine/core';
import '@mantine/core/styles/PinInput.layer.css';

type CodeInputProps = Omit<PinInputProps, 'ariaLabel' | 'getInputProps' | 'aria-label'> & {
  /** What the code is, as a screen reader announces it: "The code sent to asha@example.com". */
  label: string;
};

/**
 * A one-time code typed one digit per box. The group carries `label`, and each box says which
 * digit of it it is ("Digit 2 of 6 of the code sent to …"), where Mantine's default names every
 * box "PinInput". The only way the app shows a PinInput (a lint rule refuses it elsewhere).
 */
export function CodeInput({ label, length = 6, ...props }: CodeInputProps) {
  const lower = label.charAt(0).toLowerCase() + label.slice(1);
  return (
    <PinInput
      {...props}
      length={length}
      aria-label={label}
      getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1} of ${length} of ${lower}` })}
    />
  );
}
