/** A new password: the rules as its hint and the live strength meter under it (sign-up, reset, change). */
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordVerdict } from '@shared/domain/password-strength';
import { TextField, type TextFieldProps } from '@client/ui/field';
import { PasswordStrengthMeter } from './password-strength-meter';

export type NewPasswordFieldProps = Omit<TextFieldProps, 'type' | 'hint'> & { verdict: PasswordVerdict | null };

export const NewPasswordField = forwardRef<HTMLInputElement, NewPasswordFieldProps>(function NewPasswordField({ verdict, ...props }, ref) {
  const { t } = useTranslation('common');
  return (
    <>
      <TextField ref={ref} type="password" autoComplete="new-password" hint={t('auth>password_hint')} {...props} />
      <PasswordStrengthMeter verdict={verdict} />
    </>
  );
});
