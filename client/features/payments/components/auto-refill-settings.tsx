/**
 * "Auto top-up" on the credit page: the settings form once settings, packages and saved cards are known; without a
 * saved card, how to save one (tick "save this card" when paying by card) and the way to the pricing page.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoRefill } from '@shared/schemas/payments.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { ButtonLink } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { rowTop, secondarySmall, stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useAutoRefill, usePackages, useSavedCards } from '../api/payments.queries';
import { cardLabel } from '../lib/card-label';
import { AutoRefillForm } from './auto-refill-form';

export function AutoRefillSettings() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const settings = useAutoRefill().data;
  const packages = usePackages().data?.items;
  const cards = useSavedCards().data?.items;
  const [saved, setSaved] = useState<string | null>(null);
  if (!settings || !packages || !cards) return <Skeleton height={160} />;

  function onSaved(s: AutoRefill) {
    const pkg = packages?.find((p) => p.id === s.package_id);
    const card = cards?.find((c) => c.id === s.card_id);
    setSaved(
      s.enabled && pkg && card
        ? t('auto>saved_on', { name: pkg.name, price: formatHkd(pkg.price), card: cardLabel(card), limit: formatHkd(s.monthly_limit) })
        : t('auto>saved_off'),
    );
  }

  return (
    <div css={boxStyles}>
      <p css={introStyles}>{t('auto>intro')}</p>
      {cards.length || settings.enabled ? (
        <AutoRefillForm
          // A saved change or a removed card (which turns auto-refill off) starts the form again from the server's state.
          key={`${settings.enabled}|${settings.package_id}|${settings.card_id}|${settings.monthly_limit}`}
          settings={settings}
          packages={packages}
          cards={cards}
          onSaved={onSaved}
        />
      ) : (
        <div css={noCardStyles}>
          <Icon name="credit-card" size={20} />
          <div>
            <p css={{ margin: 0 }}>{t('auto>no_card')}</p>
            <ButtonLink to={href('pricing')} variant="secondary" size="sm" css={{ marginTop: theme.space[2] }}>
              {t('auto>no_card_cta')}
            </ButtonLink>
          </div>
        </div>
      )}
      {saved ? <Alert tone="success">{saved}</Alert> : null}
    </div>
  );
}

const boxStyles = css`
  ${stack(3)};
  & > [role='status'] {
    margin-bottom: 0;
  }
`;

const introStyles = css`
  margin: 0;
  ${secondarySmall};
`;

const noCardStyles = css`
  ${rowTop(3)};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.neutralSoft};
  & > svg {
    flex-shrink: 0;
    margin-top: 4px;
    color: ${theme.color.textSecondary};
  }
`;
