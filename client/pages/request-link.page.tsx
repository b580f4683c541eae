/** /request-link/{hash}: a request through the link e-mailed about it (view, close or reopen), without signing in. */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDataClient } from '@client/lib/data-client';
import { useHref } from '@client/lib/paths';
import { requestLinkQuery } from '@client/features/hash-links/api/hash-links.queries';
import { LinkCard, LinkGone } from '@client/features/hash-links/components/link-parts';
import { RequestLinkView } from '@client/features/hash-links/components/request-link-view';

export default function RequestLinkPage() {
  const { t } = useTranslation('requests');
  const { hash = '' } = useParams();
  const href = useHref();
  // Filled by the route's prefetch; kept (not refetched) after an action, which answers the new state itself.
  const { data } = useQuery({ ...requestLinkQuery(useDataClient(), hash), refetchOnMount: false, refetchOnWindowFocus: false });
  const title = t('hash_link>page_title_request');
  if (data === undefined) return <LinkCard title={title}>{null}</LinkCard>;
  if (!data || !data.request) {
    const status = data ? (data.link.status === 'valid' ? 'invalid' : data.link.status) : 'invalid';
    return <LinkGone status={status} title={title} landing={href('projects', {})} />;
  }
  return (
    <LinkCard title={title}>
      <RequestLinkView key={hash} hash={hash} link={data.link} request={data.request} />
    </LinkCard>
  );
}
