/** "Download my data" (PDPO data access): everything held about the user as a JSON file, errors shown in place. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Icon } from '@client/ui/icon';
import { errorMessageOf } from '@client/ui/server-error';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';
import { secondarySmall } from '@client/styles/layout';
import { useDownloadExport } from '../api/privacy.mutations';

export function DataExportCard() {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  const download = useDownloadExport();
  return (
    <Card aria-labelledby="privacy-export-title">
      <h2 id="privacy-export-title" css={titleStyles}>
        {t('privacy>export>title')}
      </h2>
      <p>{t('privacy>export>body')}</p>
      <p css={mutedStyles}>{t('privacy>export>contents')}</p>
      {download.isSuccess ? <Alert tone="success">{t('privacy>export>done', { file: download.data.fileName })}</Alert> : null}
      {download.isError ? <Alert tone="error">{errorMessageOf(download.error, t('common|errors>network'))}</Alert> : null}
      <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? null : <Icon name="download" size={18} />}
        {download.isPending ? t('privacy>export>preparing') : t('privacy>export>button')}
      </Button>
      <p css={[mutedStyles, linkRowStyles]}>
        <Link to={href('privacyPolicy')}>{t('privacy>policy_link')}</Link>
      </p>
    </Card>
  );
}

const titleStyles = css`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space[3]};
`;

const mutedStyles = secondarySmall;

const linkRowStyles = css`
  margin: ${theme.space[4]} 0 0;
`;
