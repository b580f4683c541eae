/**
 * Reads and writes of certificates, identity verification and the operator queue
 * (shared/api/certificates.contract.ts). Dashboard routes prefetch the reads on the server with the `*Query`
 * factories. Writes leave errors to the caller (`meta.handlesErrors`): forms show `ApiError.fields` in place.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { CallBody } from '@shared/api/endpoint';
import { certificatesContract } from '@shared/api/certificates.contract';
import { OPS_STATUS_FILTERS, VERIFICATION_KINDS, type VerificationKind } from '@shared/domain/verification';
import type { OpsQuery } from '@shared/schemas/certificates.schema';
import { callApi } from '@client/lib/api-client';
import { useDataClient } from '@client/lib/data-client';
import { readQuery, refetchUnder, useCall } from '@client/lib/endpoint-query';

export type OpsFilter = Pick<OpsQuery, 'status' | 'kind' | 'page'>;

/** The queue's filters from the URL (?status=&kind=&page=); unknown values fall back to the defaults. */
export function opsFilterOf(search: URLSearchParams): OpsFilter {
  const status = search.get('status');
  const kind = search.get('kind');
  return {
    status: (OPS_STATUS_FILTERS as readonly string[]).includes(status ?? '') ? (status as OpsFilter['status']) : 'pending',
    kind: (VERIFICATION_KINDS as readonly string[]).includes(kind ?? '') ? (kind as VerificationKind) : undefined,
    page: Math.max(1, Math.min(10_000, Math.floor(Number(search.get('page'))) || 1)),
  };
}

export const serviceCertificatesQuery = (data: DataClient, id: number) =>
  readQuery(data, certificatesContract.list, { params: { id } }, { staleTime: 10_000 });

export const certificationQuery = (data: DataClient) => readQuery(data, certificatesContract.certification, {}, { staleTime: 10_000 });

export const opsQueueQuery = (data: DataClient, q: OpsFilter) =>
  readQuery(data, certificatesContract.opsList, { query: { status: q.status, kind: q.kind, page: q.page } }, { staleTime: 5_000 });

export function useServiceCertificates(id: number) {
  return useQuery({ ...serviceCertificatesQuery(useDataClient(), id), enabled: id > 0 });
}

export function useCertification() {
  return useQuery(certificationQuery(useDataClient()));
}

export function useOpsQueue(q: OpsFilter) {
  return useQuery(opsQueueQuery(useDataClient(), q));
}

export function useAddCertificate(serviceId: number) {
  return useCall(certificatesContract.add, {
    input: (body: CallBody<typeof certificatesContract.add>) => ({ params: { id: serviceId }, body }),
    handlesErrors: true,
  });
}

/** Withdraw (status 3) or delete one certificate of the service. */
export function useCertificateAction(serviceId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, certId }: { action: 'withdraw' | 'remove'; certId: number }) =>
      callApi(certificatesContract[action], { params: { id: serviceId, certId } }),
    onSuccess: (_res, { action }) => void refetchUnder(qc, certificatesContract[action]),
    meta: { handlesErrors: true },
  });
}

export function useSubmitIdentity() {
  return useCall(certificatesContract.submitIdentity, {
    input: (body: CallBody<typeof certificatesContract.submitIdentity>) => ({ body }),
    handlesErrors: true,
  });
}

export type OpsDecision = { kind: VerificationKind; id: number } & ({ action: 'approve' } | { action: 'reject'; reason: string });

/** An operator's approve or reject; the queue pages are refetched afterwards, whatever the answer. */
export function useOpsDecision() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: OpsDecision) => {
      const params = { id: d.id };
      if (d.action === 'approve')
        return callApi(d.kind === 'certificate' ? certificatesContract.approveCertificate : certificatesContract.approveIdentity, {
          params,
        });
      return callApi(d.kind === 'certificate' ? certificatesContract.rejectCertificate : certificatesContract.rejectIdentity, {
        params,
        body: { reason: d.reason },
      });
    },
    // The four decisions declare the same reads stale: the queue's pages.
    onSettled: () => refetchUnder(qc, certificatesContract.approveCertificate),
    meta: { handlesErrors: true },
  });
}

/** The company form's first part, kept between its two steps (13 details → 16 files) in this page's QueryClient. */
export interface CompanyDraft {
  unified_number: string;
  name: string;
  /** Server field errors of the first part, shown when the pro is sent back to it. */
  errors: Record<string, string>;
}

const EMPTY_DRAFT: CompanyDraft = { unified_number: '', name: '', errors: {} };

export function useCompanyDraft(serviceId: number) {
  const qc = useQueryClient();
  // Not an endpoint's read: no path first, so no call's invalidations reach it.
  const key = ['certificates', 'company-draft', serviceId] as const;
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => EMPTY_DRAFT,
    initialData: EMPTY_DRAFT,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
  return {
    draft: data,
    save: (next: CompanyDraft) => qc.setQueryData(key, next),
    clear: () => qc.setQueryData(key, EMPTY_DRAFT),
  };
}
