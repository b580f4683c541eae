/**
 * form/{slug}: the category's questionnaire, one step at a time with progress (DESIGN.md "Questionnaire").
 * The step is in the URL (?step=), so the browser's back button walks back through the answers; the draft
 * lives in sessionStorage and the photos in IndexedDB, so nothing is lost on the way to login or signup.
 */
import { css } from '@emotion/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import loadable from '@loadable/component';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '@shared/schemas/accounts.schema';
import type { CategoryDetail, District } from '@shared/schemas/catalog.schema';
import type { Language } from '@shared/i18n/i18n-config';
import { Progress } from '@client/ui/progress';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { Icon } from '@client/ui/icon';
import { Skeleton } from '@client/ui/skeleton';
import { useToast } from '@client/ui/toast';
import { theme } from '@client/styles/theme';
import { row } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { track } from '@client/lib/analytics';
import { useNow } from '@client/lib/use-now';
import { clearDraft, emptyDraft, loadDraft, saveDraft, type FormDraft } from '../hooks/form-draft';
import { clearPhotos, loadPhotos, savePhotos, type PendingPhoto } from '../hooks/pending-photos';
import { useSubmitRequest } from '../hooks/use-submit-request';
import { buildSteps, firstIncomplete, stepProblem, type Step } from './form-model';
import { DescriptionStep, DistrictStep, QuestionStep, StepHeading } from './form-steps';

// The steps after the first questions load on the way there (the next step's chunk is fetched while the visitor is
// on the one before), so the dates library, the photo picker and the summary stay out of the page's initial
// JavaScript. A step the server renders (?step= in the URL) comes with the page, so hydration matches.
const WhenStep = loadable(() => import(/* webpackChunkName: "form-when" */ './when-step'), {
  resolveComponent: (m) => m.WhenStep,
  fallback: <Skeleton height={320} />,
});
const PhotoPicker = loadable(() => import(/* webpackChunkName: "form-photos" */ './photo-picker'), {
  resolveComponent: (m) => m.PhotoPicker,
  fallback: <Skeleton height={160} />,
});
const SummaryStep = loadable(() => import(/* webpackChunkName: "form-summary" */ './summary-step'), {
  resolveComponent: (m) => m.SummaryStep,
  fallback: <Skeleton height={300} />,
});
const stepChunks: Partial<Record<Step['kind'], { preload: () => void }>> = { when: WhenStep, photos: PhotoPicker, summary: SummaryStep };

export interface RequestFormProps {
  category: CategoryDetail;
  districts: District[];
  me: Me | null | undefined;
  /** The OTP form (verification feature), composed by the page. */
  renderVerification: (p: { initialPhone: string | null; onVerified: () => void }) => ReactNode;
  onSwitchToConsumer: () => Promise<unknown>;
}

export function RequestForm({ category, districts, me, renderVerification, onSwitchToConsumer }: RequestFormProps) {
  const { t, i18n } = useTranslation('requests');
  const lng = i18n.language as Language;
  const href = useHref();
  const navigate = useNavigate();
  const toast = useToast();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const steps = useMemo(() => buildSteps(category.questions), [category.questions]);
  const [draft, setDraft] = useState<FormDraft>(emptyDraft);
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [needsPhone, setNeedsPhone] = useState(false);
  const [switching, setSwitching] = useState(false);
  const headingRef = useRef<HTMLDivElement>(null);
  // From a pro's profile (?pro={serviceId}) the request goes to that pro first.
  const proServiceId = Number(params.get('pro')) || undefined;
  const { submit, pending, uploading } = useSubmitRequest(category.slug, steps, proServiceId);

  const requested = params.get('step');
  const index = Math.max(
    0,
    steps.findIndex((s) => s.id === requested),
  );
  const step = steps[index];

  useEffect(() => {
    const d = loadDraft(category.slug);
    if (d) setDraft(d);
    void loadPhotos(category.slug).then((p) => {
      setPhotos(p);
      setLoaded(true);
    });
  }, [category.slug]);

  useEffect(() => {
    if (loaded) saveDraft(category.slug, { ...draft, step: step.id });
  }, [loaded, draft, step.id, category.slug]);

  // Arriving deep in the form (a bookmark, or back from login) with earlier answers missing: go to the first gap.
  useEffect(() => {
    if (!loaded) return;
    const gap = firstIncomplete(steps, draft);
    if (gap && steps.indexOf(gap) < index) goTo(gap.id, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  useEffect(() => {
    if (requested) headingRef.current?.focus({ preventScroll: false });
  }, [requested]);

  // Fetch the next step's code while the visitor answers this one, so Next shows it at once.
  const nextKind = steps[index + 1]?.kind;
  useEffect(() => {
    if (nextKind) stepChunks[nextKind]?.preload();
  }, [nextKind]);

  function goTo(id: string, replace = false) {
    const next = new URLSearchParams(params);
    next.set('step', id);
    setParams(next, { replace, preventScrollReset: false });
    if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
  }

  function update(patch: Partial<FormDraft>, stepId: string) {
    setDraft((d) => ({ ...d, ...patch }));
    if (errors[stepId]) setErrors(({ [stepId]: _, ...rest }) => rest);
  }

  function next() {
    if (stepProblem(step, draft)) {
      setErrors((e) => ({ ...e, [step.id]: t('form>required') }));
      return;
    }
    track({ name: 'click', path: `/form/${category.slug}`, props: { action: 'form_next', step: step.id } });
    goTo(steps[index + 1].id);
  }

  function changePhotos(p: PendingPhoto[]) {
    setPhotos(p);
    void savePhotos(category.slug, p);
  }

  const fieldText = (v: string) => t([`form>field_errors>${v}`, `common|errors>${v}`], { defaultValue: v });

  async function send() {
    setSubmitError(null);
    const gap = firstIncomplete(steps, draft);
    if (gap) {
      setErrors((e) => ({ ...e, [gap.id]: t('form>required') }));
      goTo(gap.id);
      return;
    }
    const out = await submit(draft, photos, fieldText);
    if (out.ok) {
      clearDraft(category.slug);
      void clearPhotos(category.slug);
      track({ name: 'click', path: `/form/${category.slug}`, props: { action: 'request_posted', matched: out.result.matched_count } });
      toast.show(proServiceId ? t('direct_request>posted') : t('form>posted', { count: out.result.matched_count }), { tone: 'success' });
      navigate(href('projectQuoteList', { requestId: out.result.request.quote_request_id }));
    } else if (out.kind === 'phone') setNeedsPhone(true);
    else if (out.kind === 'fields') {
      setErrors(out.byStep);
      if (out.firstStep && out.firstStep !== 'summary') goTo(out.firstStep);
      else setSubmitError(out.message);
    } else setSubmitError(out.code === 'network' ? t('form>network') : out.message);
  }

  const content = renderStep(step);

  function renderStep(s: Step): ReactNode {
    switch (s.kind) {
      case 'question':
        return (
          <QuestionStep
            question={s.question}
            value={draft.answers[s.question.field_key]}
            error={errors[s.id]}
            onChange={(v) => update({ answers: { ...draft.answers, [s.question.field_key]: v } }, s.id)}
          />
        );
      case 'district':
        return (
          <DistrictStep
            question={s.question}
            districts={districts}
            value={draft.district}
            error={errors[s.id]}
            onChange={(v) => update({ district: v }, s.id)}
          />
        );
      case 'when':
        if (!now) return <Skeleton height={320} />;
        return (
          <WhenStep
            question={s.question}
            dates={draft.preferred_dates}
            slots={draft.time_slots}
            lng={lng}
            now={now}
            error={errors[s.id]}
            onDates={(d) => update({ preferred_dates: d }, s.id)}
            onSlots={(v) => update({ time_slots: v }, s.id)}
          />
        );
      case 'description':
        return <DescriptionStep value={draft.description} onChange={(v) => update({ description: v }, s.id)} />;
      case 'photos':
        return (
          <>
            <StepHeading title={s.question?.label ?? t('form>photos_title')} help={s.question?.help || t('form>photos_help')} />
            <PhotoPicker photos={photos} onChange={changePhotos} />
          </>
        );
      case 'summary':
        return (
          <SummaryStep
            categoryName={category.name}
            steps={steps}
            draft={draft}
            photos={photos}
            districts={districts}
            errors={errors}
            onEdit={(id) => goTo(id)}
            submit={{
              me: loaded ? me : undefined,
              needsPhone,
              pending,
              uploading,
              error: submitError,
              onSubmit: () => void send(),
              switching,
              onSwitchToConsumer: () => {
                setSwitching(true);
                void onSwitchToConsumer().finally(() => setSwitching(false));
              },
              verification: renderVerification({
                initialPhone: me?.phone ?? null,
                onVerified: () => {
                  setNeedsPhone(false);
                  void send();
                },
              }),
            }}
          />
        );
    }
  }

  const isSummary = step.kind === 'summary';
  return (
    <div>
      <Progress
        value={index + 1}
        max={steps.length}
        label={t('form>progress_label')}
        valueText={t('form>progress', { step: index + 1, total: steps.length })}
      />
      <div
        ref={headingRef}
        tabIndex={-1}
        css={css`
          outline: none;
          min-height: 300px;
        `}
        data-step={step.id}
      >
        {content}
      </div>
      {errors[step.id] && step.kind === 'photos' ? <Alert tone="error">{errors[step.id]}</Alert> : null}
      <div
        css={[
          actionBarStyles,
          isSummary &&
            css`
              position: static;
              border-top: 0;
              margin-bottom: 0;
            `,
        ]}
      >
        {index > 0 ? (
          <Button variant="ghost" size="lg" onClick={() => goTo(steps[index - 1].id)}>
            <Icon name="arrow-left" size={20} />
            {t('form>back')}
          </Button>
        ) : (
          <span />
        )}
        {!isSummary ? (
          <Button
            size="lg"
            onClick={next}
            css={css`
              flex: 1;
              max-width: 320px;
            `}
          >
            {steps[index + 1]?.kind === 'summary' ? t('form>review') : t('form>next')}
            <Icon name="arrow-right" size={20} />
          </Button>
        ) : null}
      </div>
    </div>
  );
}

const actionBarStyles = css`
  position: sticky;
  bottom: 0;
  z-index: 5;
  ${row(3)};
  justify-content: space-between;
  margin: ${theme.space[4]} -${theme.space[4]} -${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]} calc(${theme.space[3]} + env(safe-area-inset-bottom, 0px));
  background: ${theme.color.surface};
  border-top: 1px solid ${theme.color.border};
  ${theme.breakpoint.sm} {
    position: static;
    margin: ${theme.space[6]} 0 0;
    padding: ${theme.space[4]} 0 0;
  }
`;
