/** Surfaces and page containers. */
import { css } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { theme } from '../styles/theme';
import { cardSurface } from '../styles/layout';

const cardStyles = css`
  ${cardSurface};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space[4]};
  ${theme.breakpoint.sm} {
    padding: ${theme.space[6]};
  }
`;

const containerStyles = css`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space[4]};
`;

const stackStyles = (gap: keyof typeof theme.space) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[gap]};
`;

/** A `css` prop given to these is applied after their own styles, so it wins. */
export function Card(props: ComponentPropsWithRef<'section'>) {
  return <section css={cardStyles} {...props} />;
}

export function Container(props: ComponentPropsWithRef<'div'>) {
  return <div css={containerStyles} {...props} />;
}

export interface StackProps extends ComponentPropsWithRef<'div'> {
  gap?: keyof typeof theme.space;
}

export function Stack({ gap = 4, ...rest }: StackProps) {
  return <div css={stackStyles(gap)} {...rest} />;
}
