/** Surfaces and page containers. */
import styled from '@emotion/styled';
import { theme } from '../styles/theme';

export const Card = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space[4]};
  ${theme.breakpoint.sm} { padding: ${theme.space[6]}; }
`;

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space[4]};
`;

export const Stack = styled.div<{ gap?: keyof typeof theme.space }>`
  display: flex; flex-direction: column; gap: ${(p) => theme.space[p.gap ?? 4]};
`;
