/**
 * dashboard/certification[/{cert_id}] (SPEC §2, both roles): identity verification (status and form) and the
 * certificates of every service of the user with their status; with {cert_id}, one certificate in full.
 */
import { css } from '@emotion/react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Certification } from '@shared/schemas/certificates.schema';
import { Card, Stack } from '@client/ui/card';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { ButtonLink } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { Icon } from '@client/ui/icon';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { bareList, stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { useCertification } from '@client/features/certificates/api/certificates.queries';
import { CertificateCard } from '@client/features/certificates/components/certificate-card';
import { IdentitySection } from '@client/features/certificates/components/identity-section';
import { certificateTitle, hkDay } from '@client/features/certificates/components/certificate-text';

export default function CertificationPage() {
  const { t } = useTranslation('verify');
  const { cert_id } = useParams();
  const { data, isPending, isError } = useCertification();
  if (isPending) {
    return (
      <Stack aria-busy="true">
        <span className="visually-hidden">{t('common|loading')}</span>
        <Skeleton variant="block" height={220} />
        <Skeleton variant="block" height={160} />
      </Stack>
    );
  }
  if (isError) return <Alert tone="error">{t('page>load_failed')}</Alert>;
  if (cert_id) return <CertificateDetail data={data} certId={Number(cert_id)} />;
  return <Overview data={data} />;
}

function Overview({ data }: { data: Certification }) {
  const { t } = useTranslation('verify');
  const href = useHref();
  const { data: me } = useSession();
  const isPro = me?.role === 'pro';
  return (
    <Stack>
      <header>
        <h1 css={h1Styles}>{t('page>title')}</h1>
        <p css={mutedStyles}>{t('page>intro')}</p>
      </header>
      <Qualifications data={data} />
      <Card>
        <IdentitySection identity={data.identity} />
      </Card>
      <Card>
        <section aria-labelledby="certificates-title" css={sectionStyles}>
          <h2 id="certificates-title" css={h2Styles}>
            {t('page>certificates_title')}
          </h2>
          <p css={mutedStyles}>{t(isPro ? 'page>certificates_intro_pro' : 'page>certificates_intro_consumer')}</p>
          {data.certificates.length ? (
            <ul css={listStyles}>
              {data.certificates.map((c) => (
                <li key={c.service_certificate_id}>
                  <CertificateCard certificate={c} showService href={href('certification', { cert_id: c.service_certificate_id })} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              title={t('page>no_certificates')}
              body={t(isPro ? 'page>no_certificates_pro' : 'page>no_certificates_consumer')}
              action={isPro ? <ButtonLink to={href('services')}>{t('page>to_services')}</ButtonLink> : undefined}
            />
          )}
          {isPro && data.certificates.length ? (
            <ButtonLink to={href('services')} variant="secondary">
              {t('page>add_more')}
            </ButtonLink>
          ) : null}
        </section>
      </Card>
    </Stack>
  );
}

/** SPEC §3 qualificationStatusList: what is verified, with dates. */
function Qualifications({ data }: { data: Certification }) {
  const { t, i18n } = useTranslation('verify');
  if (!data.qualificationStatusList.length) return null;
  return (
    <section aria-labelledby="verified-title" css={verifiedStyles}>
      <h2 id="verified-title" css={h3Styles}>
        <Icon name="verified" size={20} /> {t('page>verified_title')}
      </h2>
      <ul css={badgeListStyles}>
        {data.qualificationStatusList.map((q) => (
          <li key={`${q.kind}-${q.id}`}>
            <Badge tone="success" icon={q.kind === 'identity' ? 'shield' : 'award'}>
              {q.kind === 'identity' ? t('page>identity_verified') : certificateTitle(t, q)} ·{' '}
              {t('page>verified_on', { date: hkDay(q.approved_on, i18n.language) })}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CertificateDetail({ data, certId }: { data: Certification; certId: number }) {
  const { t } = useTranslation('verify');
  const href = useHref();
  const cert = data.certificates.find((c) => c.service_certificate_id === certId);
  return (
    <Stack>
      <Link to={href('certification')} css={backStyles}>
        <Icon name="arrow-left" size={18} />
        {t('page>back')}
      </Link>
      {cert ? (
        <>
          <h1 css={h1Styles}>{certificateTitle(t, cert)}</h1>
          <CertificateCard
            certificate={cert}
            showService
            detailed
            level={2}
            actions={
              <>
                <ButtonLink to={href('serviceEditor', { serviceId: cert.quote_service_id, index: 9 })} variant="secondary" size="sm">
                  {t('page>manage')}
                </ButtonLink>
                <ButtonLink
                  to={href('serviceEditor', { serviceId: cert.quote_service_id, index: 15, active: cert.service_certificate_id })}
                  variant="ghost"
                  size="sm"
                >
                  {t(
                    cert.state === 'approved'
                      ? 'editor>withdraw'
                      : cert.state === 'pending'
                        ? 'editor>withdraw_or_delete'
                        : 'editor>delete',
                  )}
                </ButtonLink>
              </>
            }
          />
          {cert.state === 'pending' ? <Alert tone="info">{t('page>pending_note')}</Alert> : null}
        </>
      ) : (
        <EmptyState title={t('page>not_found')} body={t('page>not_found_body')} />
      )}
    </Stack>
  );
}

const h1Styles = css`
  margin: 0 0 ${theme.space[1]};
  font-size: ${theme.font.size.xxl};
  overflow-wrap: anywhere;
`;

const h2Styles = css`
  margin: 0;
  font-size: ${theme.font.size.xl};
`;

const h3Styles = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.font.size.md};
  color: ${theme.color.successDark};
`;

const mutedStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

const sectionStyles = stack(3);

const listStyles = [bareList, stack(3)];

const verifiedStyles = css`
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.successSoft};
`;

const badgeListStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  span {
    white-space: normal;
  }
`;

const backStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.layout.touchTarget};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
`;
