/** One certificate with its status chip (pending / approved with date / rejected with the reason / withdrawn). */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import type { Certificate } from '@shared/schemas/certificates.schema';
import { Icon } from '@client/ui/icon';
import { DescriptionList } from '@client/ui/description-list';
import { theme } from '@client/styles/theme';
import { cluster } from '@client/styles/layout';
import { StatusChip } from './status-chip';
import { FileLinks } from './file-links';
import { certificateNumber, certificateTitle, hkDay } from './certificate-text';
import { certificateCardStyles, noteStyles, rejectReasonStyles } from './certificate.styles';

export interface CertificateCardProps {
  certificate: Certificate;
  /** Shows the service the certificate belongs to (the certification page lists every service's). */
  showService?: boolean;
  /** The title links here (e.g. certification/{cert_id}). */
  href?: string;
  /** Shows the numbers and files. */
  detailed?: boolean;
  actions?: ReactNode;
  /** Heading level of the title in the page outline. */
  level?: 2 | 3;
}

export function CertificateCard({ certificate: c, showService, href, detailed, actions, level = 3 }: CertificateCardProps) {
  const { t, i18n } = useTranslation('verify');
  const lng = i18n.language as Language;
  const title = certificateTitle(t, c);
  const Heading = level === 2 ? 'h2' : 'h3';
  const facts = [
    { term: t('cert>kind'), description: t(c.type === 'company' ? 'cert>company' : 'cert>personal') },
    ...(c.name && title !== c.name ? [{ term: t('cert>name'), description: c.name }] : []),
    {
      term: t(c.type === 'company' ? 'cert>unified_number' : 'cert>reference_identity'),
      description: certificateNumber(c),
    },
    ...(showService ? [{ term: t('cert>service'), description: lng === 'en-HK' ? c.business_name_en : c.business_name_zh }] : []),
    { term: t('cert>submitted'), description: hkDay(c.created, i18n.language) },
  ];
  return (
    <article css={certificateCardStyles} aria-labelledby={`cert-${c.service_certificate_id}`}>
      <div css={headStyles}>
        <Icon name={c.type === 'company' ? 'briefcase' : 'award'} size={24} />
        <div
          css={css`
            flex: 1;
            min-width: 0;
          `}
        >
          <Heading id={`cert-${c.service_certificate_id}`} css={titleStyles}>
            {href ? <Link to={href}>{title}</Link> : title}
          </Heading>
          <StatusChip state={c.state} reviewedOn={c.reviewed_on} />
        </div>
      </div>
      {c.state === 'rejected' && c.reject_reason ? (
        <p role="note" css={rejectReasonStyles}>
          <strong>{t('cert>reject_reason')}</strong> {c.reject_reason}
        </p>
      ) : null}
      {detailed ? (
        <>
          <DescriptionList layout="inline" divided items={facts} />
          <h4 css={filesTitleStyles}>{t('cert>files')}</h4>
          <FileLinks files={c.files} />
        </>
      ) : showService ? (
        <p css={noteStyles}>{lng === 'en-HK' ? c.business_name_en : c.business_name_zh}</p>
      ) : null}
      {actions ? <div css={actionStyles}>{actions}</div> : null}
    </article>
  );
}

const headStyles = css`
  display: flex;
  gap: ${theme.space[3]};
  align-items: flex-start;
  color: ${theme.color.brandDark};
`;

const titleStyles = css`
  margin: 0 0 ${theme.space[1]};
  font-size: ${theme.font.size.md};
  color: ${theme.color.text};
  overflow-wrap: anywhere;
`;

const filesTitleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.sm};
`;

const actionStyles = cluster(2);
