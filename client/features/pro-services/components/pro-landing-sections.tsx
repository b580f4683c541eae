/** Pieces of the pro landing pages (pro, pro-signup/{slug}): how it works for pros, fees, FAQ, sign-up button. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@client/ui/button';
import { Icon, type IconName } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, columnsFrom, inlineRow, secondarySmall } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { formatHkd } from '@shared/utils/format';

/** The closing call to action of the pro pages: an optional line and the sign-up button, centred. */
export function ProSignupCta({ children }: { children?: ReactNode }) {
  return (
    <div css={ctaStyles}>
      {children ? <p>{children}</p> : null}
      <ProSignupButton />
    </div>
  );
}

const ctaStyles = css`
  text-align: center;
  margin: ${theme.space[8]} 0;
  p {
    font-size: ${theme.font.size.lg};
  }
`;

const STEPS: { key: string; icon: IconName }[] = [
  { key: 'profile', icon: 'user' },
  { key: 'leads', icon: 'inbox' },
  { key: 'quote', icon: 'send' },
  { key: 'grow', icon: 'star' },
];

export function ProSignupButton({ category, variant = 'primary' }: { category?: string; variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const q = new URLSearchParams({ role: 'pro', ...(category ? { category } : {}) });
  return (
    <ButtonLink to={`${href('signup')}?${q.toString()}`} size="lg" variant={variant} data-testid="pro-signup">
      {t('pro_landing>cta')}
      <Icon name="arrow-right" size={20} />
    </ButtonLink>
  );
}

export function ProSteps() {
  const { t } = useTranslation('catalog');
  return (
    <ol css={[bareList, columnsFrom(3, 4)]}>
      {STEPS.map((s, i) => (
        <li key={s.key} css={tileStyles}>
          <span
            css={css`
              ${inlineRow(2)};
              color: ${theme.color.brand};
              font-weight: ${theme.font.weight.bold};
            `}
          >
            <Icon name={s.icon} size={24} />
            {t('pro_landing>step_n', { n: i + 1 })}
          </span>
          <h3
            css={css`
              margin: ${theme.space[2]} 0 ${theme.space[1]};
              font-size: ${theme.font.size.md};
            `}
          >
            {t(`pro_landing>step_${s.key}_title`)}
          </h3>
          <p
            css={css`
              margin: 0;
              ${secondarySmall};
            `}
          >
            {t(`pro_landing>step_${s.key}_body`)}
          </p>
        </li>
      ))}
    </ol>
  );
}

const FAQ = ['fee', 'wallet', 'leads', 'verify', 'reviews'] as const;

/**
 * Pro FAQ items (the page renders them with the catalogue's FAQ list). `minimums`: the smallest top-up by card and at a
 * store, as the payments endpoint serves them (charge_configs); without them the answer that quotes them is left out.
 */
export function useProFaq(minimums?: { card: number; store: number }): { question: string; answer: string }[] {
  const { t } = useTranslation('catalog');
  const values = minimums ? { card: formatHkd(minimums.card), store: formatHkd(minimums.store) } : null;
  return FAQ.filter((k) => values || k !== 'wallet').map((k) => ({
    question: t(`pro_landing>faq_${k}_q`),
    answer: t(`pro_landing>faq_${k}_a`, values ?? {}),
  }));
}

export function FactTiles({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl
      css={css`
        display: grid;
        grid-template-columns: repeat(2, minmax(0, 1fr));
        gap: ${theme.space[3]};
        margin: 0;
        ${theme.breakpoint.md} {
          grid-template-columns: repeat(${Math.min(items.length, 4)}, minmax(0, 1fr));
        }
      `}
    >
      {items.map((i) => (
        <div
          key={i.label}
          css={[
            tileStyles,
            css`
              display: flex;
              flex-direction: column-reverse;
            `,
          ]}
        >
          <dt css={secondarySmall}>{i.label}</dt>
          <dd
            css={css`
              margin: 0;
              font-size: ${theme.font.size.xl};
              font-weight: ${theme.font.weight.bold};
              color: ${theme.color.brandDark};
            `}
          >
            {i.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const tileStyles = css`
  ${cardSurface};
  padding: ${theme.space[4]};
  box-shadow: ${theme.shadow.card};
`;
