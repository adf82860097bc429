import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

/**
 * A password input whose show/hide toggle is a real, named button: Mantine's default toggle has no accessible name
 * and is skipped by the keyboard.
 */
export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{ 'aria-label': visible ? 'Hide password' : 'Show password', tabIndex: 0 }}
    />
  );
}
