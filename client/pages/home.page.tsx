/** Home: what Sifu is, one "get free quotes" action, how it works, why people trust it. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Container } from '@client/ui/card';
import { ButtonLink } from '@client/ui/button';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';

const STEPS = ['post', 'compare', 'hire'] as const;
const TRUST = ['verified', 'reviews', 'free'] as const;

export default function HomePage() {
  const { t } = useTranslation('common');
  const href = useHref();
  return (
    <>
      <section css={hero}>
        <Container>
          <h1 css={css`color: #fff; max-width: 20em;`}>{t('home>hero_title')}</h1>
          <p css={css`color: #D1FAE5; font-size: ${theme.font.size.lg}; max-width: 36em;`}>{t('home>hero_body')}</p>
          <ButtonLink to={href('signup')} size="lg" variant="secondary">{t('home>hero_cta')}</ButtonLink>
        </Container>
      </section>
      <Container css={css`padding-top: ${theme.space[8]};`}>
        <h2>{t('home>how_title')}</h2>
        <ol css={grid}>
          {STEPS.map((s, i) => (
            <li key={s} css={tile}>
              <span css={badge} aria-hidden="true">{i + 1}</span>
              <h3>{t(`home>step_${s}_title`)}</h3>
              <p>{t(`home>step_${s}_body`)}</p>
            </li>
          ))}
        </ol>
        <h2 css={css`margin-top: ${theme.space[8]};`}>{t('home>trust_title')}</h2>
        <ul css={grid}>
          {TRUST.map((k) => (
            <li key={k} css={tile}>
              <h3>{t(`home>trust_${k}_title`)}</h3>
              <p>{t(`home>trust_${k}_body`)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}

const hero = css`
  background: linear-gradient(135deg, ${theme.color.brand} 0%, #134E4A 100%);
  padding: ${theme.space[12]} 0;
`;
const grid = css`
  list-style: none; padding: 0; margin: 0; display: grid; gap: ${theme.space[4]};
  ${theme.breakpoint.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;
const tile = css`
  background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.card};
  padding: ${theme.space[6]}; box-shadow: ${theme.shadow.card};
  p { color: ${theme.color.textSecondary}; margin: 0; }
`;
const badge = css`
  display: inline-flex; width: 32px; height: 32px; border-radius: 50%; align-items: center; justify-content: center;
  background: ${theme.color.accentSoft}; color: ${theme.color.warning}; font-weight: ${theme.font.weight.bold}; margin-bottom: ${theme.space[2]};
`;
