/**
 * Step 17 PublicView: where the service stands (published or not, public or private, closed) with what is still
 * missing and links to fix it, the "Publish" action (profile_ready) and the public/private switch, then the
 * preview of the profile as customers see it (composed by the page from the public profile components).
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Badge } from '@client/ui/badge';
import { RadioGroup } from '@client/ui/radio-group';
import { theme } from '@client/styles/theme';
import { MISSING_STEP, STEP } from '../lib/editor-steps';
import { useServiceMutation } from '../api/service-editor.queries';
import { introStyles, titleStyles, useSave } from './editor-form';

export interface EditorPublicViewProps {
  service: EditableService;
  stepHref: (index: number) => string;
  /** The profile as the public sees it (or the draft of it); rendered below the status. */
  preview: ReactNode;
}

export function EditorPublicView({ service, stepHref, preview }: EditorPublicViewProps) {
  const { t } = useTranslation('workspace');
  const publish = useSave();
  const visibility = useSave();
  const ready = useServiceMutation('profileReady');
  const setVisibility = useServiceMutation('visibility');
  const id = service.quote_service_id;
  const live = service.profile_ready && service.is_public && !service.is_archived;

  return (
    <section aria-labelledby="editor-public-title">
      <h2 id="editor-public-title" css={titleStyles}>
        {t('steps>PublicView>title')}
      </h2>
      <p css={introStyles}>{t('steps>PublicView>intro')}</p>
      <div css={statusBox}>
        <p css={statusLine}>
          {service.is_archived ? (
            <Badge tone="neutral">{t('public>archived')}</Badge>
          ) : live ? (
            <Badge tone="success" icon="check-circle">
              {t('public>live')}
            </Badge>
          ) : service.profile_ready ? (
            <Badge tone="warning">{t('public>private')}</Badge>
          ) : (
            <Badge tone="warning">{t('public>draft')}</Badge>
          )}
        </p>
        <p css={explain}>
          {service.is_archived
            ? t('public>archived_body')
            : live
              ? t('public>live_body')
              : service.profile_ready
                ? t('public>private_body')
                : t('public>draft_body')}
        </p>
        {!service.profile_ready && !service.is_archived ? (
          <>
            {service.missing.length ? (
              <>
                <p css={explain}>{t('public>missing_title')}</p>
                <ul css={missingList}>
                  {service.missing.map((m) => (
                    <li key={m}>
                      <Link to={stepHref(MISSING_STEP[m] ?? STEP.Basic)}>{t(`missing>${m}`, { defaultValue: t('missing>other') })}</Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {publish.formError ? <Alert tone="error">{publish.formError}</Alert> : null}
            <Button
              block
              disabled={service.missing.length > 0}
              loading={publish.saving}
              onClick={() => void publish.run(() => ready.mutateAsync({ params: { id } }), { success: t('public>published') })}
            >
              {t('public>publish')}
            </Button>
          </>
        ) : null}
        {!service.is_archived ? (
          <div css={visibilityBox}>
            {visibility.formError ? <Alert tone="error">{visibility.formError}</Alert> : null}
            <RadioGroup
              legend={t('public>visibility')}
              name="visibility"
              value={service.is_public ? 'public' : 'private'}
              onChange={(v) =>
                void visibility.run(() => setVisibility.mutateAsync({ params: { id }, body: { is_public: v === 'public' } }), {
                  success: v === 'public' ? t('public>now_public') : t('public>now_private'),
                })
              }
              options={[
                { value: 'public', label: t('public>public'), description: t('public>public_help') },
                { value: 'private', label: t('public>private_option'), description: t('public>private_help') },
              ]}
            />
          </div>
        ) : null}
      </div>
      <h3 css={previewTitle}>{t('public>preview_title')}</h3>
      {preview}
    </section>
  );
}

const statusBox = css`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  padding: ${theme.space[4]};
  margin-bottom: ${theme.space[6]};
`;

const statusLine = css`
  margin: 0 0 ${theme.space[2]};
`;

const explain = css`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.textSecondary};
`;

const missingList = css`
  margin: 0 0 ${theme.space[4]};
  padding-left: ${theme.space[6]};
  li {
    min-height: 32px;
  }
`;

const visibilityBox = css`
  margin-top: ${theme.space[4]};
`;

const previewTitle = css`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space[3]};
`;
