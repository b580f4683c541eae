/**
 * The partner area's search box: a GET form to its search-result page (works before JavaScript), the words kept in
 * the box on the results page.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_CHARS } from '@shared/domain/search-query';
import { Button } from '@client/ui/button';
import { theme } from '@client/styles/theme';

export function PartnerSearchForm({ action, q = '', partner }: { action: string; q?: string; partner: string }) {
  const { t } = useTranslation('site');
  return (
    <form method="get" action={action} role="search" aria-label={t('partner_area>search>label', { partner })} css={formStyles}>
      <label htmlFor="partner-q" css={labelStyles}>
        {t('partner_area>search>field')}
      </label>
      <div css={rowStyles}>
        <input
          id="partner-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={SEARCH_MAX_CHARS}
          placeholder={t('partner_area>search>placeholder')}
          required
          css={inputStyles}
        />
        <Button type="submit">{t('partner_area>search>submit')}</Button>
      </div>
    </form>
  );
}

const formStyles = css`
  display: grid;
  gap: ${theme.space[2]};
  margin: ${theme.space[6]} 0;
`;
const labelStyles = css`
  font-weight: ${theme.font.weight.bold};
`;
const rowStyles = css`
  display: flex;
  gap: ${theme.space[2]};
`;
const inputStyles = css`
  flex: 1;
  min-width: 0;
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.control};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 1px;
  }
`;
