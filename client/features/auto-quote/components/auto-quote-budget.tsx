/**
 * The pro's weekly auto-quote budget (SPEC §5 slider: step 50, default 500, min 0; a hard cap on auto-quote fees
 * per week from Monday 00:00 Hong Kong time), this week's spend, and the one "stop all auto-quotes" switch, which
 * takes effect as soon as it is saved.
 */
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTO_QUOTE_BUDGET } from '@shared/domain/limits';
import type { AutoQuoteSettings } from '@shared/schemas/auto-quote.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Checkbox } from '@client/ui/checkbox';
import { labelStyles, errorStyles } from '@client/ui/field';
import { Progress } from '@client/ui/progress';
import { errorMessageOf, fieldOrMessageOf } from '@client/ui/server-error';
import { theme } from '@client/styles/theme';
import { secondarySmall } from '@client/styles/layout';
import { useAutoQuoteWrite } from '../api/auto-quote.queries';
import { cardHeading } from './auto-quote-styles';

const SLIDER_MAX = 5000;

export function AutoQuoteBudget({ settings }: { settings: AutoQuoteSettings }) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const [budget, setBudget] = useState(settings.weekly_budget);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const write = useAutoQuoteWrite();
  const stop = useAutoQuoteWrite();

  async function save() {
    setError(null);
    setSaved(false);
    try {
      await write.mutateAsync({ kind: 'budget', weekly_budget: budget });
      setSaved(true);
    } catch (err) {
      setError(fieldOrMessageOf(err, t('auto_quote>error_network'), 'weekly_budget'));
    }
  }

  async function toggleStop(next: boolean) {
    setError(null);
    try {
      await stop.mutateAsync({ kind: 'stop', is_stopped: next });
    } catch (err) {
      setError(errorMessageOf(err, t('auto_quote>error_network')));
    }
  }

  const left = Math.max(0, settings.weekly_budget - settings.spent_this_week);
  return (
    <Card>
      <h2 css={cardHeading}>{t('auto_quote>budget>title')}</h2>
      <Checkbox
        variant="card"
        label={t('auto_quote>budget>stop_all')}
        description={t('auto_quote>budget>stop_all_help')}
        checked={settings.is_stopped}
        disabled={stop.isPending}
        onChange={(e) => void toggleStop(e.target.checked)}
      />
      {settings.is_stopped ? <Alert tone="warning">{t('auto_quote>budget>stopped')}</Alert> : null}
      <div css={block}>
        <Progress
          variant="bar"
          value={Math.min(settings.spent_this_week, settings.weekly_budget)}
          max={Math.max(1, settings.weekly_budget)}
          label={t('auto_quote>budget>spent_label', { week: settings.week_start })}
          valueText={t('auto_quote>budget>spent', {
            spent: formatHkd(settings.spent_this_week),
            budget: formatHkd(settings.weekly_budget),
            left: formatHkd(left),
          })}
        />
      </div>
      <div css={block}>
        {/* The output sits beside the label, not in it: a label may hold no labelable element but its own control. */}
        <div css={labelRow}>
          <label htmlFor={id} css={labelStyles}>
            {t('auto_quote>budget>label')}
          </label>
          <output htmlFor={id} css={value}>
            {formatHkd(budget)}
          </output>
        </div>
        <input
          id={id}
          type="range"
          min={0}
          max={Math.max(SLIDER_MAX, budget)}
          step={AUTO_QUOTE_BUDGET.step}
          value={budget}
          onChange={(e) => {
            setBudget(Number(e.target.value));
            setSaved(false);
          }}
          aria-describedby={`${id}-hint`}
          css={slider}
        />
        <p id={`${id}-hint`} css={hint}>
          {t('auto_quote>budget>hint')}
        </p>
        {error ? (
          <p role="alert" css={errorStyles}>
            {error}
          </p>
        ) : null}
        {saved ? <p role="status">{t('auto_quote>budget>saved')}</p> : null}
        <Button onClick={() => void save()} loading={write.isPending} disabled={budget === settings.weekly_budget}>
          {t('auto_quote>budget>save')}
        </Button>
      </div>
    </Card>
  );
}

const block = css`
  margin-top: ${theme.space[4]};
`;
const labelRow = css`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space[2]};
  margin-bottom: ${theme.space[1]};
  & > label {
    margin-bottom: 0;
  }
`;
const value = css`
  color: ${theme.color.brandDark};
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;
const slider = css`
  width: 100%;
  min-height: ${theme.layout.touchTarget};
  accent-color: ${theme.color.brand};
`;
const hint = css`
  margin: ${theme.space[1]} 0 ${theme.space[3]};
  ${secondarySmall};
`;
