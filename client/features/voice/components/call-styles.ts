/** The call layer's shared look: the round action buttons (thumb-sized on phones) and their labels. */
import { css } from '@emotion/react';
import { theme } from '@client/styles/theme';

export const actionsRow = css`
  display: flex;
  justify-content: space-around;
  align-items: flex-start;
  gap: ${theme.space[6]};
  width: 100%;
  max-width: 320px;
  margin: 0 auto;
`;

/** A round button with its label under it; the label names the button. */
export const roundAction = (tone: 'accept' | 'decline' | 'neutral' | 'active') => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  border: 0;
  background: none;
  padding: 0;
  cursor: pointer;
  color: inherit;
  font: inherit;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  min-width: 88px;
  & > span:first-of-type {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    color: ${tone === 'neutral' ? theme.color.text : '#fff'};
    background: ${
      tone === 'accept'
        ? theme.color.success
        : tone === 'decline'
          ? theme.color.danger
          : tone === 'active'
            ? theme.color.text
            : theme.color.neutralSoft
    };
    border: ${tone === 'neutral' ? `1px solid ${theme.color.borderStrong}` : '0'};
    transition: transform ${theme.motion.fast} ease-out;
  }
  &:active > span:first-of-type {
    transform: scale(0.94);
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible > span:first-of-type {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 3px;
  }
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;

export const nameStyles = css`
  margin: 0;
  font-size: ${theme.font.size.xl};
  line-height: 1.3;
  text-align: center;
  overflow-wrap: anywhere;
`;

export const statusStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
  text-align: center;
  min-height: 1.6em;
`;
