/**
 * The applicant's merchant application as it stands: its state, finance's reason when it was rejected, what was
 * sent (the account number masked, the documents to open), and what may be done now: withdraw while it waits, apply
 * again after a rejection or a withdrawal.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { MerchantApplication } from '@shared/schemas/merchants.schema';
import { formatDateTime } from '@shared/utils/dates';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { DescriptionList } from '@client/ui/description-list';
import { Icon } from '@client/ui/icon';
import { ListRow, RowIcon, RowList, RowMain } from '@client/ui/list-row';
import { StatusBadge } from '@client/ui/status-badge';
import { useApiForm } from '@client/ui/use-api-form';
import { theme } from '@client/styles/theme';
import { cluster, stack } from '@client/styles/layout';
import { formatPhone } from '@shared/utils/format';
import { useWithdrawMerchantApplication } from '../api/merchants.queries';
import { MERCHANT_LOOKS } from './merchant-looks';

export interface MerchantStatusProps {
  application: MerchantApplication;
  /** A new application may be sent (after a rejection or a withdrawal). */
  canApply: boolean;
  onApplyAgain: () => void;
}

export function MerchantStatus({ application: a, canApply, onApplyAgain }: MerchantStatusProps) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.language as Language;
  const withdraw = useWithdrawMerchantApplication();
  const form = useApiForm({ network: t('common|errors>network') });
  const [confirming, setConfirming] = useState(false);
  const company = [a.company_name_zh, a.company_name_en].filter(Boolean).join(' / ');
  const docs = [...a.br_documents, ...a.bank_documents];
  return (
    <Card aria-labelledby="merchant-status-title">
      <div css={stack(4)}>
        <div css={headStyles}>
          <h2 id="merchant-status-title" css={titleStyles}>
            {company}
          </h2>
          <StatusBadge looks={MERCHANT_LOOKS} status={a.status}>
            {t(`merchant>status>${a.status}`)}
          </StatusBadge>
        </div>
        <p css={noteStyles}>{t(`merchant>status_note>${a.status}`)}</p>
        {a.status === 'rejected' && a.reject_reason ? (
          <Alert tone="error">
            <strong>{t('merchant>reject_reason')}</strong> {a.reject_reason}
          </Alert>
        ) : null}
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <DescriptionList
          layout="inline"
          divided
          items={[
            { term: t('merchant>fields>br_number'), description: <span translate="no">{a.br_number}</span> },
            { term: t('merchant>fields>company_type'), description: t(`merchant>company_types>${a.company_type}`) },
            { term: t('merchant>fields>contact_name'), description: a.contact_name },
            { term: t('merchant>fields>phone'), description: <span translate="no">{formatPhone(a.phone)}</span> },
            { term: t('merchant>fields>email'), description: <span translate="no">{a.email}</span> },
            { term: t('merchant>account'), description: <span translate="no">{a.account_masked}</span> },
            { term: t('merchant>fields>account_holder'), description: a.account_holder },
            { term: t('merchant>submitted_at'), description: formatDateTime(a.created, lng) },
            ...(a.decided_at ? [{ term: t('merchant>decided_at'), description: formatDateTime(a.decided_at, lng) }] : []),
          ]}
        />
        {docs.length ? (
          <div>
            <h3 css={subTitleStyles}>{t('merchant>groups>documents')}</h3>
            <RowList>
              {docs.map((d) => (
                <ListRow key={d.id}>
                  <RowIcon>
                    <Icon name={d.mime === 'application/pdf' ? 'file' : 'image'} size={20} />
                  </RowIcon>
                  <RowMain>
                    <a href={d.url} target="_blank" rel="noopener noreferrer">
                      {d.file_name || t('verify|files>unnamed', { id: d.id })}
                    </a>
                  </RowMain>
                </ListRow>
              ))}
            </RowList>
          </div>
        ) : null}
        <div css={cluster(3)}>
          {canApply ? <Button onClick={onApplyAgain}>{t('merchant>apply_again')}</Button> : null}
          {a.status === 'submitted' ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('merchant>withdraw')}
            </Button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('merchant>withdraw_title')}
        confirmLabel={t('merchant>withdraw')}
        cancelLabel={t('merchant>keep')}
        busy={withdraw.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          void form.run(() => withdraw.mutateAsync({})).then(() => setConfirming(false));
        }}
      >
        {t('merchant>withdraw_body')}
      </ConfirmDialog>
    </Card>
  );
}

const headStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.xl};
`;

const subTitleStyles = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.font.size.md};
`;

const noteStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
`;
