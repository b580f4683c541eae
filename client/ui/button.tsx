/** Buttons and button-styled links. One primary action per screen (DESIGN.md). */
import { css } from '@emotion/react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from '@client/ui/link';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/**
 * Buttons are static classes (client/styles/button-css.ts, injected once with the global styles): a page with many
 * buttons ships each rule once instead of one emotion class per variant × size, and rendering one serialises nothing.
 */
export function buttonClass({ variant = 'primary', size = 'md', block }: StyleProps): string {
  return `btn btn-${variant} btn-${size}${block ? ' btn-block' : ''}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, loading, disabled, children, type = 'button', className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={withClass(buttonClass({ variant, size, block }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span aria-hidden="true" css={spinnerStyles} /> : null}
      {children}
    </button>
  );
});

export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps & StyleProps) {
  return <Link className={withClass(buttonClass({ variant, size, block }), className as string | undefined)} {...rest} />;
}

/** The button's classes plus the caller's (an emotion `css` prop arrives here as className). */
const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

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
