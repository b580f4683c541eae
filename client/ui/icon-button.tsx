/**
 * A button that shows only an icon (edit, delete, move up…): small and ghost by default, named for screen readers
 * by `label`, which should say what it acts on ("Delete Summer break"), since rows of them repeat.
 */
import type { ButtonHTMLAttributes } from 'react';
import { Button, type ButtonVariant } from './button';
import { Icon, type IconName, type IconProps } from './icon';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  icon: IconName;
  /** The button's accessible name. */
  label: string;
  iconSize?: IconProps['size'];
  variant?: ButtonVariant;
}

export function IconButton({ icon, label, iconSize = 18, variant = 'ghost', ...rest }: IconButtonProps) {
  return (
    <Button variant={variant} size="sm" aria-label={label} {...rest}>
      <Icon name={icon} size={iconSize} />
    </Button>
  );
}
