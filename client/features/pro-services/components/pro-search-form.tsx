/** Keyword + district search (a GET form: works before JavaScript, and as client navigation after). */
import { css } from '@emotion/react';
import { Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DistrictName } from '@shared/schemas/catalog.schema';
import { TextField } from '@client/ui/field';
import { Select } from '@client/ui/select';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { cardSurface } from '@client/styles/layout';

export interface ProSearchFormProps {
  action: string;
  districts: DistrictName[];
  q?: string;
  district?: string;
}

export function ProSearchForm({ action, districts, q, district }: ProSearchFormProps) {
  const { t } = useTranslation('catalog');
  return (
    <Form method="get" action={action} role="search" aria-label={t('search>label')} css={formStyles}>
      <div
        css={css`
          flex: 2;
          min-width: 0;
        `}
      >
        <TextField
          name="q"
          type="search"
          label={t('search>keyword')}
          placeholder={t('search>keyword_placeholder')}
          defaultValue={q ?? ''}
          maxLength={80}
        />
      </div>
      <div
        css={css`
          flex: 1;
          min-width: 0;
        `}
      >
        <Select
          name="district"
          label={t('search>district')}
          placeholder={t('search>any_district')}
          defaultValue={district ?? ''}
          options={districts.map((d) => ({ value: d.slug, label: d.name }))}
        />
      </div>
      <div
        css={css`
          padding-top: 0;
          ${theme.breakpoint.sm} {
            padding-top: 26px;
          }
        `}
      >
        <Button type="submit" size="md" block>
          <Icon name="search" size={20} />
          {t('search>submit')}
        </Button>
      </div>
    </Form>
  );
}

const formStyles = css`
  display: flex;
  flex-direction: column;
  gap: 0;
  ${cardSurface};
  padding: ${theme.space[4]} ${theme.space[4]} 0;
  box-shadow: ${theme.shadow.card};
  ${theme.breakpoint.sm} {
    flex-direction: row;
    gap: ${theme.space[3]};
    align-items: flex-start;
  }
  & > div:last-of-type {
    padding-bottom: ${theme.space[4]};
  }
`;
