/** Styles of the service search combobox (service-search.tsx). */
import { css } from '@emotion/react';
import { theme } from '@client/styles/theme';
import { captionText, cardSurface, row } from '@client/styles/layout';

export const form = (size: 'md' | 'lg') => css`
  position: relative;
  ${row(2)};
  background: #fff;
  border-radius: ${theme.radius.card};
  padding: ${theme.space[1]} ${theme.space[1]} ${theme.space[1]} ${theme.space[3]};
  box-shadow: ${theme.shadow.overlay};
  max-width: 640px;
  min-height: ${size === 'lg' ? 60 : 52}px;
  & > svg {
    color: ${theme.color.textMuted};
  }
  &:focus-within {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 2px;
  }
`;

/** Holds the input; the list hangs below the whole form. */
export const field = css`
  flex: 1;
  min-width: 0;
`;

export const input = css`
  width: 100%;
  border: 0;
  outline: none;
  background: transparent;
  font-size: ${theme.font.size.md};
  min-height: 48px;
  color: ${theme.color.text};
  &::placeholder {
    color: ${theme.color.textMuted};
  }
`;

export const listbox = css`
  position: absolute;
  z-index: 40;
  top: calc(100% + ${theme.space[2]});
  left: 0;
  right: 0;
  max-height: min(420px, 60vh);
  overflow-y: auto;
  padding: ${theme.space[1]} 0;
  ${cardSurface};
  box-shadow: ${theme.shadow.overlay};
  text-align: left;
  &[hidden] {
    display: none;
  }
`;

export const heading = css`
  padding: ${theme.space[2]} ${theme.space[4]} ${theme.space[1]};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  color: ${theme.color.textSecondary};
`;

export const option = css`
  ${row(3)};
  min-height: 48px;
  padding: ${theme.space[1]} ${theme.space[4]};
  cursor: pointer;
  color: ${theme.color.text};
  &[aria-selected='true'] {
    background: ${theme.color.brandSoft};
    box-shadow: inset 3px 0 0 ${theme.color.brand};
  }
  & > svg {
    color: ${theme.color.textMuted};
    flex-shrink: 0;
  }
`;

export const text = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const name = css`
  font-weight: ${theme.font.weight.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const meta = captionText;

export const button = css`
  flex-shrink: 0;
  min-height: 48px;
  padding: 0 ${theme.space[4]};
  border: 0;
  border-radius: ${theme.radius.control};
  background: ${theme.color.brand};
  color: #fff;
  font-weight: ${theme.font.weight.bold};
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    background: ${theme.color.brandDark};
  }
`;
