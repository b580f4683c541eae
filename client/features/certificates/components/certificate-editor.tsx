/**
 * The certificate steps of the service editor (SPEC §2 service-editing menu): 9 Certificate (the service's
 * certificates and the two "add" buttons), 11 certificate intro company, 12 certificate intro personal, 13
 * certificate company (details), 14 certificate personal, 15 certificate delete (withdraw or delete one), 16
 * certificate company second (the company certificate's files).
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '@shared/schemas/certificates.schema';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { Icon } from '@client/ui/icon';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { bareList, stack } from '@client/styles/layout';
import { useServiceCertificates } from '../api/certificates.queries';
import { CertificateCard } from './certificate-card';
import { CompanyDetailsForm, CompanyFilesForm, PersonalForm, actionsStyles, titleStyles } from './certificate-forms';
import { CertificateRemove } from './certificate-remove';
import { certificateTitle } from './certificate-text';

/** The menu indexes of the certificate steps (SPEC §2). */
export const CERTIFICATE_STEPS = {
  list: 9,
  introCompany: 11,
  introPersonal: 12,
  company: 13,
  personal: 14,
  remove: 15,
  companyFiles: 16,
} as const;
export type CertificateStep = (typeof CERTIFICATE_STEPS)[keyof typeof CERTIFICATE_STEPS];

export interface CertificateEditorProps {
  serviceId: number;
  /** The SPEC §2 menu index shown: 9, 11, 12, 13, 14, 15 or 16 (anything else shows 9). */
  step: number;
  /** Step 15: the certificate to withdraw or delete (the editor URL's {active} segment). */
  certId?: number;
  /**
   * Called to move to another certificate step (and, for 15, the certificate it acts on): the editor page puts it in
   * its URL (services/{serviceId}/{step}/{certId}) and renders this component again with the new `step`. Without it,
   * the component moves between steps by itself, starting at `step`.
   */
  onNavigate?: (step: CertificateStep, certId?: number) => void;
}

/**
 * Every certificate step of one service, e.g.
 * `<CertificateEditor serviceId={id} step={index} certId={active} onNavigate={(s, c) => navigate(href('serviceEditor', { serviceId: id, index: s, active: c }))} />`.
 */
export function CertificateEditor({ serviceId, step, certId, onNavigate }: CertificateEditorProps) {
  const [inner, setInner] = useState<{ step: number; certId?: number }>({ step, certId });
  const [added, setAdded] = useState<Certificate | null>(null);
  const current = onNavigate ? { step, certId } : inner;
  const go = (next: CertificateStep, id?: number) => {
    if (next !== CERTIFICATE_STEPS.list) setAdded(null);
    if (onNavigate) onNavigate(next, id);
    else setInner({ step: next, certId: id });
  };
  const onAdded = (cert: Certificate) => {
    go(CERTIFICATE_STEPS.list);
    setAdded(cert);
  };

  switch (current.step) {
    case CERTIFICATE_STEPS.introCompany:
      return <CertificateIntro kind="company" go={go} />;
    case CERTIFICATE_STEPS.introPersonal:
      return <CertificateIntro kind="personal" go={go} />;
    case CERTIFICATE_STEPS.company:
      return <CompanyDetailsForm serviceId={serviceId} go={go} />;
    case CERTIFICATE_STEPS.companyFiles:
      return <CompanyFilesForm serviceId={serviceId} go={go} onAdded={onAdded} />;
    case CERTIFICATE_STEPS.personal:
      return <PersonalForm serviceId={serviceId} go={go} onAdded={onAdded} />;
    case CERTIFICATE_STEPS.remove:
      return <CertificateRemove serviceId={serviceId} certId={current.certId} onDone={() => go(CERTIFICATE_STEPS.list)} />;
    default:
      return <CertificateList serviceId={serviceId} go={go} added={added} />;
  }
}

type Go = (step: CertificateStep, certId?: number) => void;

const REMOVE_LABEL: Record<Certificate['state'], string> = {
  approved: 'editor>withdraw',
  pending: 'editor>withdraw_or_delete',
  rejected: 'editor>delete',
  withdrawn: 'editor>delete',
};

/** Step 9: the service's certificates with their status, and the two ways to add one. */
function CertificateList({ serviceId, go, added }: { serviceId: number; go: Go; added: Certificate | null }) {
  const { t } = useTranslation('verify');
  const { data, isPending, isError, refetch } = useServiceCertificates(serviceId);
  return (
    <section aria-labelledby="certificates-title">
      <h2 id="certificates-title" css={titleStyles}>
        {t('editor>title')}
      </h2>
      <p css={introStyles}>{t('editor>intro')}</p>
      {added ? <Alert tone="success">{t('editor>added', { title: certificateTitle(t, added) })}</Alert> : null}
      <div css={addStyles}>
        <Button variant="secondary" onClick={() => go(CERTIFICATE_STEPS.introCompany)}>
          <Icon name="briefcase" size={18} />
          {t('editor>add_company')}
        </Button>
        <Button variant="secondary" onClick={() => go(CERTIFICATE_STEPS.introPersonal)}>
          <Icon name="award" size={18} />
          {t('editor>add_personal')}
        </Button>
      </div>
      {isPending ? (
        <div aria-busy="true">
          <span className="visually-hidden">{t('common|loading')}</span>
          <Skeleton variant="block" height={120} />
        </div>
      ) : isError ? (
        <Alert tone="error">
          {t('editor>load_failed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void refetch()}>
            {t('form>retry')}
          </Button>
        </Alert>
      ) : data.length === 0 ? (
        <EmptyState title={t('editor>empty_title')} body={t('editor>empty_body')} />
      ) : (
        <ul css={listStyles}>
          {data.map((c) => (
            <li key={c.service_certificate_id}>
              <CertificateCard
                certificate={c}
                detailed
                actions={
                  <Button variant="ghost" size="sm" onClick={() => go(CERTIFICATE_STEPS.remove, c.service_certificate_id)}>
                    <Icon name="trash" size={16} />
                    {t(REMOVE_LABEL[c.state])}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Steps 11 and 12: what to prepare and why it builds trust, before the form. */
function CertificateIntro({ kind, go }: { kind: 'company' | 'personal'; go: Go }) {
  const { t } = useTranslation('verify');
  const items = t(`intro_${kind}>prepare`, { returnObjects: true }) as string[];
  return (
    <section aria-labelledby={`intro-${kind}`}>
      <h2 id={`intro-${kind}`} css={titleStyles}>
        {t(`intro_${kind}>title`)}
      </h2>
      <p>{t(`intro_${kind}>body`)}</p>
      <h3 css={subtitleStyles}>{t('intro>prepare_title')}</h3>
      <ul css={checklistStyles}>
        {(Array.isArray(items) ? items : []).map((item) => (
          <li key={item}>
            <Icon name="check" size={18} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <h3 css={subtitleStyles}>{t('intro>why_title')}</h3>
      <p>{t(`intro_${kind}>why`)}</p>
      <p css={introStyles}>{t('intro>privacy')}</p>
      <div css={actionsStyles}>
        <Button variant="ghost" onClick={() => go(CERTIFICATE_STEPS.list)}>
          {t('form>back')}
        </Button>
        <Button onClick={() => go(kind === 'company' ? CERTIFICATE_STEPS.company : CERTIFICATE_STEPS.personal)}>{t('intro>start')}</Button>
      </div>
    </section>
  );
}

const introStyles = css`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  margin: 0 0 ${theme.space[4]};
`;

const subtitleStyles = css`
  font-size: ${theme.font.size.md};
  margin: ${theme.space[4]} 0 ${theme.space[2]};
`;

const addStyles = css`
  display: grid;
  gap: ${theme.space[2]};
  margin-bottom: ${theme.space[4]};
  ${theme.breakpoint.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const listStyles = [bareList, stack(3)];

const checklistStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[2]};
  li {
    display: flex;
    gap: ${theme.space[2]};
    align-items: flex-start;
  }
  svg {
    flex-shrink: 0;
    margin-top: 3px;
    color: ${theme.color.success};
  }
`;
