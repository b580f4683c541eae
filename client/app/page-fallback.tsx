/** Loading placeholder for a page chunk: shown only after 200 ms (SPEC §9), as a skeleton, not a spinner. */
import { css, keyframes } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAZY_PLACEHOLDER_DELAY_MS } from '@shared/domain/limits';
import { Container } from '@client/ui/card';
import { theme } from '@client/styles/theme';

const pulse = keyframes`0% { opacity: .55 } 50% { opacity: 1 } 100% { opacity: .55 }`;

export function PageFallback() {
  const { t } = useTranslation('common');
  const [show, setShow] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setShow(true), LAZY_PLACEHOLDER_DELAY_MS);
    return () => clearTimeout(id);
  }, []);
  if (!show) return null;
  const bar = (w: string, h = 18) => css`
    height: ${h}px;
    width: ${w};
    border-radius: 6px;
    background: ${theme.color.border};
    animation: ${pulse} 1.4s ease-in-out infinite;
  `;
  return (
    <Container
      role="status"
      aria-live="polite"
      css={css`
        padding-top: ${theme.space[8]};
        display: grid;
        gap: ${theme.space[3]};
      `}
    >
      <span className="visually-hidden">{t('loading')}</span>
      <div css={bar('60%', 32)} />
      <div css={bar('90%')} />
      <div css={bar('80%')} />
      <div css={bar('40%')} />
    </Container>
  );
}
