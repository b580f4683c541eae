/**
 * Auto top-up settings: on or off, the package charged, the saved card, the monthly limit (whole HKD, at
 * least the package price) and what it charged this month. Errors show at their field, translated.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoRefill, CreditPackage, SavedCard } from '@shared/schemas/payments.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Checkbox } from '@client/ui/checkbox';
import { TextField } from '@client/ui/field';
import { Select } from '@client/ui/select';
import { theme } from '@client/styles/theme';
import { secondarySmall, stack } from '@client/styles/layout';
import { useSetAutoRefill } from '../api/payments.mutations';
import { cardLabel } from '../lib/card-label';
import {
  autoRefillApiErrors,
  refillPackages,
  validateAutoRefill,
  type AutoRefillErrors,
  type AutoRefillValues,
} from '../lib/auto-refill-form';

export interface AutoRefillFormProps {
  settings: AutoRefill;
  packages: CreditPackage[];
  cards: SavedCard[];
  onSaved: (settings: AutoRefill) => void;
}

function initialValues(s: AutoRefill, packages: CreditPackage[], cards: SavedCard[]): AutoRefillValues {
  return {
    on: s.enabled,
    packageId: String(s.package_id ?? packages[0]?.id ?? ''),
    cardId: String(s.card_id ?? (cards.length === 1 ? cards[0].id : '')),
    limit: s.monthly_limit > 0 ? String(s.monthly_limit) : '',
  };
}

export function AutoRefillForm({ settings, packages: all, cards, onSaved }: AutoRefillFormProps) {
  const { t } = useTranslation('pricing');
  const save = useSetAutoRefill();
  const packages = refillPackages(all);
  const [v, setV] = useState(() => initialValues(settings, packages, cards));
  const [errors, setErrors] = useState<AutoRefillErrors>({});
  const set = (patch: Partial<AutoRefillValues>) => {
    setV((cur) => ({ ...cur, ...patch }));
    setErrors({});
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateAutoRefill(v, packages, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const body = v.on
        ? { package_id: Number(v.packageId), card_id: Number(v.cardId), monthly_limit: Number(v.limit) }
        : { package_id: null, card_id: null, monthly_limit: 0 };
      onSaved(await save.mutateAsync(body));
    } catch (err) {
      setErrors(autoRefillApiErrors(err, t));
    }
  }

  const pkg = packages.find((p) => String(p.id) === v.packageId);
  return (
    <form onSubmit={submit} noValidate aria-label={t('auto>title')} css={formStyles}>
      <Checkbox
        role="switch"
        aria-checked={v.on}
        label={t('auto>switch')}
        description={t('auto>switch_help')}
        checked={v.on}
        onChange={(e) => set({ on: e.target.checked })}
      />
      {v.on ? (
        <div css={fieldsStyles}>
          <Select
            label={t('auto>package')}
            value={v.packageId}
            onChange={(e) => set({ packageId: e.target.value })}
            options={packages.map((p) => ({
              value: String(p.id),
              label: t('auto>package_option', { name: p.name, price: formatHkd(p.price), credit: formatHkd(p.total_credit) }),
            }))}
            error={errors.package}
          />
          <Select
            label={t('auto>card')}
            placeholder={cards.length > 1 ? t('auto>card_placeholder') : undefined}
            value={v.cardId}
            onChange={(e) => set({ cardId: e.target.value })}
            options={cards.map((c) => ({ value: String(c.id), label: cardLabel(c) }))}
            error={errors.card}
          />
          <TextField
            label={t('auto>limit')}
            name="monthly_limit"
            inputMode="numeric"
            autoComplete="off"
            value={v.limit}
            onChange={(e) => set({ limit: e.target.value.replace(/[^\d]/g, '') })}
            error={errors.limit}
            hint={pkg ? t('auto>limit_hint', { price: formatHkd(pkg.price) }) : undefined}
          />
        </div>
      ) : null}
      {settings.enabled || settings.spent_this_month > 0 ? (
        <p css={spentStyles} data-testid="auto-refill-spent">
          {settings.enabled
            ? t('auto>spent_of', { spent: formatHkd(settings.spent_this_month), limit: formatHkd(settings.monthly_limit) })
            : t('auto>spent', { spent: formatHkd(settings.spent_this_month) })}
        </p>
      ) : null}
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      {v.on || settings.enabled ? (
        <Button type="submit" loading={save.isPending} css={{ justifySelf: 'start' }}>
          {t('auto>save')}
        </Button>
      ) : null}
    </form>
  );
}

const formStyles = stack(2);

const fieldsStyles = css`
  display: grid;
  ${theme.breakpoint.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${theme.space[4]};
    & > div:last-of-type {
      grid-column: 1 / -1;
    }
  }
`;

const spentStyles = css`
  margin: 0;
  ${secondarySmall};
  font-variant-numeric: tabular-nums;
`;
