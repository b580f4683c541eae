/**
 * The pro's shop before its first item: what the shop is (fixed-price packages buyers pay for up front), how an item
 * goes on sale (written, reviewed, published) and how the pro is paid (after the job is completed), then "Add item".
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { Icon, type IconName } from '@client/ui/icon';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface } from '@client/styles/layout';

const STEPS: Array<{ key: string; icon: IconName }> = [
  { key: 'write', icon: 'edit' },
  { key: 'review', icon: 'shield' },
  { key: 'sell', icon: 'tag' },
  { key: 'paid', icon: 'wallet' },
];

export function ProShopEmpty() {
  const { t } = useTranslation('shop');
  const href = useHref();
  return (
    <div css={box}>
      <EmptyState
        title={t('list>empty_title')}
        body={t('list>empty_body')}
        action={
          <ButtonLink to={href('proShopAdd')}>
            <Icon name="plus" size={18} />
            {t('list>add_first')}
          </ButtonLink>
        }
      />
      <ol css={steps} aria-label={t('list>how_title')}>
        {STEPS.map((s, i) => (
          <li key={s.key} css={step}>
            <span css={disc} aria-hidden="true">
              <Icon name={s.icon} size={20} />
            </span>
            <span>
              <strong css={stepTitle}>{t(`list>how_${s.key}_title`, { n: i + 1 })}</strong>
              {t(`list>how_${s.key}`)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

const box = css`
  ${cardSurface};
  padding: 0 ${theme.space[4]} ${theme.space[6]};
`;

const steps = css`
  ${bareList};
  display: grid;
  gap: ${theme.space[4]};
  max-width: 40rem;
  margin: 0 auto;
  ${theme.breakpoint.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const step = css`
  display: flex;
  gap: ${theme.space[3]};
  align-items: flex-start;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const disc = css`
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandDark};
`;

const stepTitle = css`
  display: block;
  color: ${theme.color.text};
  font-size: ${theme.font.size.md};
`;
