/**
 * /ops/translations (content staff): translation keys browsers could not find, last reported first, with how often,
 * when first and last, and on which page. "Mark fixed" once the key is in the locale files: the row goes, and comes
 * back if browsers still report it (a page built at run time from another key, say).
 */
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryString } from '@shared/api/endpoint';
import type { MissingTranslation } from '@shared/schemas/missing-translations.schema';
import { OpsFrame } from '@client/features/back-office/components/ops-frame';
import { OpsTable, cellNote } from '@client/features/back-office/components/ops-table';
import { OpsPager } from '@client/features/back-office/components/ops-pager';
import { DateTime } from '@client/features/back-office/components/ops-time';
import { useMarkTranslationFixed } from '@client/features/translations/api/translations.queries';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { useToast } from '@client/ui/toast';
import { useApiForm } from '@client/ui/use-api-form';
import { useHref } from '@client/lib/paths';
import { translationsReads } from './translations.reads';

export default function OpsTranslationsPage() {
  const { t } = useTranslation('ops');
  const href = useHref();
  const { data } = useQuery(translationsReads.use().missing);
  const fix = useMarkTranslationFixed();
  const form = useApiForm({ network: t('common|errors>network') });
  const toast = useToast();
  const base = href('opsTranslations');
  const hrefFor = (p: number) => `${base}${queryString({ page: p > 1 ? p : undefined })}`;
  const markFixed = async (r: MissingTranslation) => {
    const res = await form.run(() => fix.mutateAsync(r.id));
    if (res.ok) toast.show(t('missingTranslations>fixed_done', { key: r.key }));
  };
  return (
    <OpsFrame title={t('missingTranslations>title')} intro={t('missingTranslations>intro')}>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <OpsTable<MissingTranslation>
        caption={t('missingTranslations>title')}
        rows={data?.items ?? []}
        rowKey={(r) => r.id}
        empty={t('missingTranslations>none')}
        columns={[
          {
            key: 'key',
            label: t('missingTranslations>col>key'),
            render: (r) => (
              <>
                <code css={keyStyles}>{r.key}</code>
                <span css={cellNote}>
                  {t('missingTranslations>where', { namespace: r.ns, language: t(`missingTranslations>lng>${r.lng}`) })}
                </span>
                {r.last_path ? <span css={cellNote}>{t('missingTranslations>last_path', { path: r.last_path })}</span> : null}
              </>
            ),
          },
          { key: 'count', label: t('missingTranslations>col>count'), width: '64px', align: 'right', render: (r) => r.count },
          { key: 'last', label: t('missingTranslations>col>last_seen'), width: '150px', render: (r) => <DateTime value={r.last_seen} /> },
          {
            key: 'first',
            label: t('missingTranslations>col>first_seen'),
            width: '150px',
            render: (r) => <DateTime value={r.first_seen} />,
          },
          {
            key: 'fix',
            label: t('missingTranslations>col>action'),
            width: '130px',
            render: (r) => (
              <Button size="sm" variant="secondary" disabled={form.pending} onClick={() => void markFixed(r)}>
                {t('missingTranslations>mark_fixed')}
              </Button>
            ),
          },
        ]}
      />
      <OpsPager list={data} hrefFor={hrefFor} />
    </OpsFrame>
  );
}

const keyStyles = css`
  overflow-wrap: anywhere;
  font-size: 0.9em;
`;
