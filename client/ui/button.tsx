/** Buttons and button-styled links. One primary action per screen (DESIGN.md). */
import { css } from '@emotion/react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from '@client/ui/link';
import { theme } from '../styles/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.color.brand};
    color: #fff;
    border-color: ${theme.color.brand};
    &:hover:not(:disabled) {
      background: ${theme.color.brandDark};
      color: #fff;
    }
  `,
  secondary: css`
    background: ${theme.color.surface};
    color: ${theme.color.brand};
    border-color: ${theme.color.brand};
    &:hover:not(:disabled) {
      background: ${theme.color.brandSoft};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.color.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${theme.color.border};
    }
  `,
  danger: css`
    background: ${theme.color.danger};
    color: #fff;
    border-color: ${theme.color.danger};
    &:hover:not(:disabled) {
      background: #991b1b;
      color: #fff;
    }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 36px;
    padding: 0 ${theme.space[3]};
    font-size: ${theme.font.size.sm};
  `,
  md: css`
    min-height: 44px;
    padding: 0 ${theme.space[4]};
    font-size: ${theme.font.size.md};
  `,
  lg: css`
    min-height: 52px;
    padding: 0 ${theme.space[6]};
    font-size: ${theme.font.size.lg};
  `,
};

export const buttonStyles = ({ variant = 'primary', size = 'md', block }: StyleProps) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  border: 1.5px solid;
  border-radius: ${theme.radius.control};
  font-weight: ${theme.font.weight.bold};
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition:
    background 120ms ease,
    color 120ms ease;
  ${block ? 'width: 100%;' : ''}
  ${variants[variant]}
  ${sizes[size]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, loading, disabled, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      css={buttonStyles({ variant, size, block })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span aria-hidden="true" css={spinnerStyles} /> : null}
      {children}
    </button>
  );
});

export function ButtonLink({ variant, size, block, ...rest }: LinkProps & StyleProps) {
  return <Link css={buttonStyles({ variant, size, block })} {...rest} />;
}

const spinnerStyles = css`
  width: 16px;
  height: 16px;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: sifu-spin 0.8s linear infinite;
  @keyframes sifu-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
