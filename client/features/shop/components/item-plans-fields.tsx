/**
 * The item's plans (SPEC §3; 1–5): each a name, a description, a whole-HKD price and what the price covers. Plans are
 * added up to five and removed down to one; each plan's errors (810–813) show under its own fields, 809 over the list.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { SERVICE_TYPES, SHOP_LIMITS, type ServiceType } from '@shared/domain/shop-rules';
import { formatHkd } from '@shared/utils/format';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/field';
import { Select } from '@client/ui/select';
import { TextArea } from '@client/ui/textarea';
import { theme } from '@client/styles/theme';
import { cardSurface, spread } from '@client/styles/layout';
import { emptyPlan, type ItemFieldsProps, type PlanValues } from './item-form';
import { groupError, note } from './item-editor.styles';

export function ItemPlansFields({ values, patch, errors }: ItemFieldsProps) {
  const { t } = useTranslation('shop');
  const { plans } = values;
  const setPlan = (key: string, p: Partial<PlanValues>) => patch({ plans: plans.map((x) => (x.key === key ? { ...x, ...p } : x)) });
  const price = { min: formatHkd(SHOP_LIMITS.planPrice.min), max: formatHkd(SHOP_LIMITS.planPrice.max) };
  return (
    <div>
      <p css={note}>{t('editor>plans_hint', { max: SHOP_LIMITS.plans.max })}</p>
      {errors.plans ? (
        <p role="alert" css={groupError}>
          {errors.plans}
        </p>
      ) : null}
      <ol css={list}>
        {plans.map((p, i) => {
          const err = (f: string) => errors[`plans.${i}.${f}`];
          return (
            <li key={p.key} css={planCard} aria-label={t('editor>plan_n', { n: i + 1 })}>
              <div css={spread(2)}>
                <h3 css={planTitle}>{t('editor>plan_n', { n: i + 1 })}</h3>
                {plans.length > SHOP_LIMITS.plans.min ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('editor>plan_remove_n', { n: i + 1 })}
                    onClick={() => patch({ plans: plans.filter((x) => x.key !== p.key) })}
                  >
                    {t('editor>plan_remove')}
                  </Button>
                ) : null}
              </div>
              <TextField
                name={`plans.${i}.name`}
                label={t('editor>plan_name')}
                hint={t('editor>plan_name_hint', { max: SHOP_LIMITS.planNameChars })}
                autoComplete="off"
                value={p.name}
                error={err('name')}
                onChange={(e) => setPlan(p.key, { name: e.target.value })}
              />
              <TextArea
                name={`plans.${i}.description`}
                label={t('editor>plan_description')}
                hint={t('editor>plan_description_hint', { max: SHOP_LIMITS.planDescriptionChars })}
                rows={2}
                value={p.description}
                error={err('description')}
                onChange={(e) => setPlan(p.key, { description: e.target.value })}
              />
              <div css={pair}>
                <TextField
                  name={`plans.${i}.price`}
                  label={t('editor>plan_price')}
                  hint={t('editor>plan_price_hint', price)}
                  inputMode="numeric"
                  autoComplete="off"
                  value={p.price}
                  error={err('price')}
                  onChange={(e) => setPlan(p.key, { price: e.target.value })}
                />
                <Select
                  name={`plans.${i}.service_type`}
                  label={t('editor>plan_service_type')}
                  options={SERVICE_TYPES.map((s) => ({ value: s, label: t(`item>service_type>${s}`) }))}
                  value={p.service_type}
                  error={err('service_type')}
                  onChange={(e) => setPlan(p.key, { service_type: e.target.value as ServiceType })}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {plans.length < SHOP_LIMITS.plans.max ? (
        <Button variant="secondary" onClick={() => patch({ plans: [...plans, emptyPlan(values.service_type)] })}>
          {t('editor>plan_add')}
        </Button>
      ) : (
        <p css={note}>{t('editor>plans_full', { max: SHOP_LIMITS.plans.max })}</p>
      )}
    </div>
  );
}

const list = css`
  list-style: none;
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const planCard = css`
  ${cardSurface};
  background: ${theme.color.background};
  padding: ${theme.space[3]} ${theme.space[4]} 0;
`;

const planTitle = css`
  margin: 0;
  font-size: ${theme.font.size.md};
`;

const pair = css`
  display: grid;
  gap: 0 ${theme.space[3]};
  ${theme.breakpoint.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
