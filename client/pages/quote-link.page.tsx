/** /quote-link/{hash}: a quote through the link e-mailed about it (view, reply or hire intent), without signing in. */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDataClient } from '@client/lib/data-client';
import { useHref } from '@client/lib/paths';
import { quoteLinkQuery } from '@client/features/hash-links/api/hash-links.queries';
import { LinkCard, LinkGone } from '@client/features/hash-links/components/link-parts';
import { QuoteLinkView } from '@client/features/hash-links/components/quote-link-view';

export default function QuoteLinkPage() {
  const { t } = useTranslation('requests');
  const { hash = '' } = useParams();
  const href = useHref();
  const { data } = useQuery({ ...quoteLinkQuery(useDataClient(), hash), refetchOnMount: false, refetchOnWindowFocus: false });
  const title = t('hash_link>page_title_quote');
  if (data === undefined) return <LinkCard title={title}>{null}</LinkCard>;
  if (!data || !data.quote) {
    const status = data ? (data.link.status === 'valid' ? 'invalid' : data.link.status) : 'invalid';
    return <LinkGone status={status} title={title} landing={href('projects', {})} />;
  }
  return (
    <LinkCard title={title}>
      <QuoteLinkView key={hash} hash={hash} link={data.link} quote={data.quote} />
    </LinkCard>
  );
}
