/** The button classes of client/ui/button.tsx (`btn`, `btn-{variant}`, `btn-{size}`, `btn-block`), part of the global styles. */
import { css } from '@emotion/react';
import { theme } from './theme';

export const buttonCss = css`
  .btn {
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
  }
  .btn:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .btn-block {
    width: 100%;
  }
  .btn-primary {
    background: ${theme.color.brand};
    color: #fff;
    border-color: ${theme.color.brand};
  }
  .btn-primary:hover:not(:disabled) {
    background: ${theme.color.brandDark};
    color: #fff;
  }
  .btn-secondary {
    background: ${theme.color.surface};
    color: ${theme.color.brand};
    border-color: ${theme.color.brand};
  }
  .btn-secondary:hover:not(:disabled) {
    background: ${theme.color.brandSoft};
  }
  .btn-ghost {
    background: transparent;
    color: ${theme.color.text};
    border-color: transparent;
  }
  .btn-ghost:hover:not(:disabled) {
    background: ${theme.color.border};
  }
  .btn-danger {
    background: ${theme.color.danger};
    color: #fff;
    border-color: ${theme.color.danger};
  }
  .btn-danger:hover:not(:disabled) {
    background: #991b1b;
    color: #fff;
  }
  .btn-sm {
    min-height: 36px;
    padding: 0 ${theme.space[3]};
    font-size: ${theme.font.size.sm};
  }
  .btn-md {
    min-height: 44px;
    padding: 0 ${theme.space[4]};
    font-size: ${theme.font.size.md};
  }
  .btn-lg {
    min-height: 52px;
    padding: 0 ${theme.space[6]};
    font-size: ${theme.font.size.lg};
  }
`;
