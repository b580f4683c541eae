/**
 * /ops/content/{id} and /ops/content/new (content staff): a CMS page's texts in both languages, a preview rendered
 * by the public page's own parser and body component, and its publication: publish now, schedule a later time, or
 * take it down. The public page shows a saved change at its next request.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { ContentBlock } from '@shared/schemas/content.schema';
import type { OpsContentDetail } from '@shared/schemas/ops-data.schema';
import { OpsFrame, OpsPanel } from '@client/features/back-office/components/ops-frame';
import { DateTime } from '@client/features/back-office/components/ops-time';
import { ArticleBody } from '@client/features/content/components/article-body';
import {
  opsContentPageQuery,
  usePreviewContent,
  usePublishContentPage,
  useSaveContentPage,
} from '@client/features/ops-data/api/ops-data.queries';
import { contentFields } from '@client/features/ops-data/components/field-specs';
import { RecordForm, formStateOf, hkInputOf, utcOfHkInput } from '@client/features/ops-data/components/record-form';
import { StateBadge } from '@client/features/ops-data/components/state-badge';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/field';
import { Link } from '@client/ui/link';
import { useApiForm } from '@client/ui/use-api-form';
import { useHref } from '@client/lib/paths';
import { useDataClient } from '@client/lib/data-client';
import { theme } from '@client/styles/theme';
import { contentIdOf } from './ops-data.reads';

export default function OpsContentEditPage() {
  const { t } = useTranslation('ops');
  const href = useHref();
  const id = contentIdOf(useParams().id);
  const client = useDataClient();
  const { data: page } = useQuery({ ...opsContentPageQuery(client, id === 'new' ? 0 : id), enabled: id !== 'new' });
  if (id !== 'new' && !page) return <OpsFrame title={t('data>content>title')}>{null}</OpsFrame>;
  return (
    <OpsFrame
      title={page ? page.title_zh : t('data>content>new')}
      intro={page ? (page.path ?? page.slug) : t('data>content>new_intro')}
      back={<Link to={href('opsContent')}>← {t('data>content>back')}</Link>}
    >
      <Editor key={page?.id ?? 'new'} page={page} />
    </OpsFrame>
  );
}

function Editor({ page }: { page: OpsContentDetail | undefined }) {
  const { t } = useTranslation('ops');
  const href = useHref();
  const navigate = useNavigate();
  const fields = contentFields(t, { creating: !page, slugEditable: page?.slug_editable ?? true });
  const [state, setState] = useState(() => formStateOf(fields, page ?? { kind: 'blog' }));
  const save = useSaveContentPage(page?.id ?? 'new');
  return (
    <div css={layoutStyles}>
      <OpsPanel title={t('data>content>texts')}>
        <RecordForm
          fields={fields}
          state={state}
          onChange={setState}
          extra={page ? { version: page.version } : undefined}
          onSubmit={(body) => save.mutateAsync(body)}
          onSaved={(saved) => {
            if (!page) void navigate(href('opsContentEdit', { id: (saved as OpsContentDetail).id }));
          }}
          submitLabel={page ? t('actions>save') : t('data>content>create_draft')}
        />
      </OpsPanel>
      <div css={sideStyles}>
        {page ? <Publication page={page} /> : null}
        <Preview bodies={{ zh: String(state.body_zh ?? ''), en: String(state.body_en ?? '') }} />
      </div>
    </div>
  );
}

function Publication({ page }: { page: OpsContentDetail }) {
  const { t } = useTranslation('ops');
  const publish = usePublishContentPage(page.id);
  const form = useApiForm({ network: t('common|errors>network') });
  const [at, setAt] = useState(page.state === 'scheduled' ? hkInputOf(page.published_on) : '');
  const [done, setDone] = useState<string | null>(null);
  const run = async (body: { publish: boolean; at?: string }, message: string) => {
    setDone(null);
    const r = await form.run(() => publish.mutateAsync({ version: page.version, ...body }));
    if (r.ok) setDone(message);
  };
  return (
    <OpsPanel title={t('data>content>publication')} aside={<StateBadge state={page.state} />}>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      <p css={noteStyles}>
        {page.state === 'draft' ? t('data>content>draft_note') : null}
        {page.state === 'scheduled' ? (
          <>
            {t('data>content>scheduled_note')} <DateTime value={page.published_on} />
          </>
        ) : null}
        {page.state === 'published' ? (
          <>
            {t('data>content>published_note')} <DateTime value={page.published_on} />
          </>
        ) : null}
      </p>
      {page.path && page.state === 'published' ? (
        <p css={noteStyles}>
          <Link to={page.path} target="_blank" rel="noopener">
            {t('data>content>open_public')}
          </Link>
        </p>
      ) : null}
      <div css={rowStyles}>
        {page.state !== 'published' ? (
          <Button size="sm" disabled={form.pending} onClick={() => run({ publish: true }, t('data>content>published_toast'))}>
            {t('data>content>publish_now')}
          </Button>
        ) : null}
        {page.state !== 'draft' ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={form.pending}
            onClick={() => run({ publish: false }, t('data>content>unpublished_toast'))}
          >
            {t('data>content>unpublish')}
          </Button>
        ) : null}
      </div>
      <form
        css={rowStyles}
        onSubmit={(e) => {
          e.preventDefault();
          void run({ publish: true, at: at ? utcOfHkInput(at) : '' }, t('data>content>scheduled_toast'));
        }}
      >
        <TextField
          type="datetime-local"
          label={t('data>content>schedule_at')}
          hint={t('data>hk_time')}
          value={at}
          error={form.fields.at}
          onChange={(e) => setAt(e.target.value)}
        />
        <Button type="submit" size="sm" variant="secondary" disabled={form.pending || !at}>
          {t('data>content>schedule')}
        </Button>
      </form>
    </OpsPanel>
  );
}

function Preview({ bodies }: { bodies: { zh: string; en: string } }) {
  const { t } = useTranslation('ops');
  const preview = usePreviewContent();
  const form = useApiForm({ network: t('common|errors>network') });
  const [shown, setShown] = useState<{ lng: 'zh' | 'en'; blocks: ContentBlock[] } | null>(null);
  const show = async (lng: 'zh' | 'en') => {
    const r = await form.run(() => preview.mutateAsync(bodies[lng]));
    if (r.ok) setShown({ lng, blocks: r.data.blocks });
  };
  return (
    <OpsPanel title={t('data>content>preview')}>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <div css={rowStyles}>
        <Button size="sm" variant="secondary" disabled={form.pending} onClick={() => show('zh')}>
          {t('data>content>preview_zh')}
        </Button>
        <Button size="sm" variant="secondary" disabled={form.pending} onClick={() => show('en')}>
          {t('data>content>preview_en')}
        </Button>
      </div>
      {shown ? (
        <div css={previewStyles} lang={shown.lng === 'zh' ? 'zh-HK' : 'en-HK'} aria-label={t('data>content>preview')}>
          <ArticleBody blocks={shown.blocks} />
        </div>
      ) : (
        <p css={noteStyles}>{t('data>content>preview_note')}</p>
      )}
    </OpsPanel>
  );
}

const layoutStyles = css`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  gap: ${theme.space[4]};
  align-items: start;
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const sideStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const rowStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  align-items: flex-end;
`;

const noteStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const previewStyles = css`
  border-top: 1px solid ${theme.color.border};
  padding-top: ${theme.space[3]};
  max-height: 560px;
  overflow: auto;
`;
