/**
 * The buying panel as the page first shows it: every plan with what it includes and its price, and one button. The
 * checkout itself (quantity, time, note, how to pay) loads with the first press of a plan or the button, so the page's
 * first JavaScript carries none of it. A visitor is sent to log in first and comes back here.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ShopItem } from '@shared/schemas/shop.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Button, ButtonLink } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { bareList, stack } from '@client/styles/layout';

export interface BuyPreviewProps {
  item: ShopItem;
  /** Nobody is signed in (or not yet known): the button logs in first. */
  visitor: boolean;
  loginHref: string;
  /** Opens the checkout with a plan chosen. */
  onChoose: (planId: number) => void;
  /** Warms the checkout's code up (the pointer is on its way to a button). */
  onIntent?: () => void;
}

export function BuyPreview({ item, visitor, loginHref, onChoose, onIntent }: BuyPreviewProps) {
  const { t } = useTranslation('shop');
  if (item.sold_out) return <Alert tone="warning">{t('buy>sold_out')}</Alert>;
  const first = item.plans[0];
  // A visitor reads the plans; choosing one starts with logging in (the button under them).
  const Row = visitor ? 'div' : 'button';
  return (
    <div css={stack(3)} onPointerEnter={onIntent} onFocus={onIntent}>
      <h2 css={headingStyles}>{t('buy>plan')}</h2>
      <ul css={[bareList, stack(2)]}>
        {item.plans.map((p) => (
          <li key={p.id}>
            <Row {...(visitor ? {} : { type: 'button' as const, onClick: () => onChoose(p.id) })} css={planStyles}>
              <span css={planTextStyles}>
                <strong>{p.name}</strong>
                {p.description ? <span>{p.description}</span> : null}
              </span>
              <span css={priceStyles}>
                <strong>{formatHkd(p.price)}</strong>
                <span>{t(`catalog|shop_card>unit_${p.service_type}`)}</span>
              </span>
              {visitor ? null : <Icon name="chevron-right" size={20} />}
            </Row>
          </li>
        ))}
      </ul>
      {visitor ? (
        <ButtonLink to={loginHref} size="lg" block>
          {t('buy>login_to_buy')}
        </ButtonLink>
      ) : first ? (
        <Button size="lg" block onClick={() => onChoose(first.id)}>
          {t('buy>start')}
        </Button>
      ) : null}
      <p css={noteStyles}>{t('buy>trust')}</p>
    </div>
  );
}

const headingStyles = css`
  font-size: ${theme.font.size.md};
  margin: 0;
`;
const planStyles = css`
  width: 100%;
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: ${theme.layout.touchTarget};
  padding: ${theme.space[3]};
  border: 1.5px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.control};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:is(button):hover {
    border-color: ${theme.color.brand};
  }
  &:is(div) {
    cursor: default;
  }
  svg {
    flex-shrink: 0;
    color: ${theme.color.brand};
  }
`;
const planTextStyles = css`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  span {
    color: ${theme.color.textSecondary};
    font-size: ${theme.font.size.sm};
  }
`;
const priceStyles = css`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  white-space: nowrap;
  span {
    color: ${theme.color.textSecondary};
    font-size: ${theme.font.size.xs};
  }
`;
const noteStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;
