import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide toggle is a real, named button: Mantine's default toggle has no accessible name
 * and is skipped by the keyboard.
 */
export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('password.hide') : t('password.show'),
        tabIndex: 0,
      }}
    />
  );
}
