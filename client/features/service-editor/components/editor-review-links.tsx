/**
 * Step 5 Reviews, second half: the shareable hashed review link (proServicesContract.reviewLink) with a copy
 * button and a ready-to-send message in the pro's language (also as a WhatsApp share link), and links to
 * reviews the pro has elsewhere (add, delete).
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_EXTERNAL_REVIEW_LINKS, type EditableService } from '@shared/schemas/service-editor.schema';
import { TextField } from '@client/ui/field';
import { TextArea } from '@client/ui/textarea';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { IconButton } from '@client/ui/icon-button';
import { Skeleton } from '@client/ui/skeleton';
import { useToast } from '@client/ui/toast';
import { theme } from '@client/styles/theme';
import { cluster } from '@client/styles/layout';
import { useReviewLinkUrl, useServiceMutation } from '../api/service-editor.queries';
import { hintStyles, useSave } from './editor-form';

export function EditorReviewLinks({ service }: { service: EditableService }) {
  const { t, i18n } = useTranslation('workspace');
  const toast = useToast();
  const id = service.quote_service_id;
  const { data: link } = useReviewLinkUrl(id);
  const name = (i18n.language === 'en-HK' ? service.business_name_en : '') || service.business_name_zh;
  const message = link ? t('reviews>share_message', { name, url: link.url }) : '';

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.show(t('reviews>copied'), { tone: 'success' });
    } catch {
      toast.show(t('reviews>copy_failed'), { tone: 'error' });
    }
  }

  return (
    <>
      <h3 css={subTitle}>{t('reviews>share_title')}</h3>
      <p css={hintStyles}>{t('reviews>share_hint')}</p>
      {link ? (
        <>
          <TextField label={t('reviews>share_link')} value={link.url} readOnly onFocus={(e) => e.currentTarget.select()} />
          <TextArea label={t('reviews>share_message_label')} value={message} readOnly rows={4} />
          <div css={row}>
            <Button variant="secondary" onClick={() => void copy(link.url)}>
              <Icon name="copy" size={18} />
              {t('reviews>copy_link')}
            </Button>
            <Button variant="secondary" onClick={() => void copy(message)}>
              <Icon name="copy" size={18} />
              {t('reviews>copy_message')}
            </Button>
            <a href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noopener noreferrer" css={whatsApp}>
              <Icon name="share" size={18} />
              {t('reviews>whatsapp')}
            </a>
          </div>
        </>
      ) : (
        <Skeleton height={140} />
      )}
      <ExternalLinks service={service} />
    </>
  );
}

function ExternalLinks({ service }: { service: EditableService }) {
  const { t } = useTranslation('workspace');
  const toast = useToast();
  const [label, setLabel] = useState('');
  const [url, setUrl] = useState('');
  const { run, fields, setFields, formError, saving } = useSave();
  const add = useServiceMutation('addExternalReview');
  const remove = useServiceMutation('deleteExternalReview');
  const id = service.quote_service_id;
  const full = service.external_review_links.length >= MAX_EXTERNAL_REVIEW_LINKS;

  async function onAdd() {
    const errors: Record<string, string> = {};
    if (!label.trim()) errors.label = t('reviews>external_label_required');
    if (!/^https?:\/\/\S+\.\S{2,}/i.test(url.trim())) errors.url = t('reviews>external_url_invalid');
    setFields(errors);
    if (Object.keys(errors).length) return;
    const result = await run(() => add.mutateAsync({ params: { id }, body: { label: label.trim(), url: url.trim() } }), {
      success: t('reviews>external_added'),
    });
    if (result) {
      setLabel('');
      setUrl('');
    }
  }

  async function onDelete(linkId: number) {
    try {
      await remove.mutateAsync({ params: { id, linkId } });
      toast.show(t('reviews>external_deleted'), { tone: 'success' });
    } catch (err) {
      toast.show(err instanceof Error ? err.message : t('common|errors>network'), { tone: 'error' });
    }
  }

  return (
    <>
      <h3 css={subTitle}>{t('reviews>external_title')}</h3>
      <p css={hintStyles}>{t('reviews>external_hint')}</p>
      <ul css={list}>
        {service.external_review_links.map((l) => (
          <li key={l.id} css={linkRow}>
            <a href={l.url} target="_blank" rel="noopener noreferrer nofollow" css={linkText}>
              {l.label}
              <Icon name="external-link" size={16} />
            </a>
            <IconButton icon="trash" label={t('reviews>external_delete', { label: l.label })} onClick={() => void onDelete(l.id)} />
          </li>
        ))}
      </ul>
      {full ? (
        <p css={hintStyles}>{t('reviews>external_limit', { max: MAX_EXTERNAL_REVIEW_LINKS })}</p>
      ) : (
        <div role="group" aria-label={t('reviews>external_add')}>
          {formError ? <p css={hintStyles}>{formError}</p> : null}
          <TextField
            label={t('reviews>external_label')}
            placeholder={t('reviews>external_label_placeholder')}
            value={label}
            maxLength={80}
            onChange={(e) => setLabel(e.target.value)}
            error={fields.label}
          />
          <TextField
            label={t('reviews>external_url')}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={fields.url}
          />
          <Button variant="secondary" loading={saving} onClick={() => void onAdd()}>
            <Icon name="plus" size={18} />
            {t('reviews>external_add')}
          </Button>
        </div>
      )}
    </>
  );
}

const subTitle = css`
  font-size: ${theme.font.size.lg};
  margin: ${theme.space[8]} 0 0;
`;

const row = cluster(2);

const whatsApp = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 44px;
  padding: 0 ${theme.space[4]};
  border-radius: ${theme.radius.control};
  background: #128c4a;
  color: #fff;
  font-weight: ${theme.font.weight.bold};
  text-decoration: none;
  &:hover {
    color: #fff;
    background: #0e7a3f;
  }
`;

const list = css`
  list-style: none;
  margin: 0 0 ${theme.space[3]};
  padding: 0;
`;

const linkRow = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space[2]};
  border-bottom: 1px solid ${theme.color.border};
  min-height: ${theme.layout.touchTarget};
`;

const linkText = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;
