/** One photo in the Media editor: its thumbnail, the move/delete buttons and its captions in both languages. */
import { css } from '@emotion/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceMediaItem } from '@shared/schemas/service-media.schema';
import { useApiForm } from '@client/ui/use-api-form';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/field';
import { Picture } from '@client/ui/picture';
import { theme } from '@client/styles/theme';
import { useServiceMediaChange } from '../api/service-media.mutations';

export interface MediaItemCardProps {
  serviceId: number;
  item: ServiceMediaItem;
  /** Position, 1-based. */
  n: number;
  maxCaption: number;
  actions: ReactNode;
}

export function MediaItemCard({ serviceId, item, n, maxCaption, actions }: MediaItemCardProps) {
  const { t } = useTranslation('media');
  const headingId = useId();
  const change = useServiceMediaChange(serviceId);
  const [zh, setZh] = useState(item.caption_zh);
  const [en, setEn] = useState(item.caption_en);
  const { fields: errors, formError: message, run } = useApiForm({ network: t('upload>failed'), withFields: null });
  const [saved, setSaved] = useState(false);

  // Captions saved elsewhere (another tab, a refetch) replace untouched fields.
  useEffect(() => {
    setZh(item.caption_zh);
    setEn(item.caption_en);
  }, [item.caption_zh, item.caption_en]);

  const dirty = zh !== item.caption_zh || en !== item.caption_en;
  const variants = item.attachment?.variants;
  const alt = item.caption_zh || item.caption_en || t('editor>photo_alt', { n });

  async function save() {
    setSaved(false);
    const changed = await run(() => change.mutateAsync({ kind: 'edit', mediaId: item.id, caption_zh: zh.trim(), caption_en: en.trim() }));
    if (changed.ok) setSaved(true);
  }

  const captionField = (key: 'zh' | 'en', lang: string, value: string, set: (v: string) => void) => (
    <TextField
      label={t(`editor>caption_${key}`)}
      lang={lang}
      value={value}
      maxLength={maxCaption}
      hint={t('editor>caption_hint', { max: maxCaption })}
      error={errors[`caption_${key}`]}
      onChange={(e) => {
        set(e.target.value);
        setSaved(false);
      }}
    />
  );

  return (
    <article aria-labelledby={headingId} css={cardStyles}>
      <div css={topStyles}>
        <div css={thumbBoxStyles}>
          {variants ? (
            <Picture image={variants} alt={alt} sizes="120px" css={thumbStyles} />
          ) : (
            <img src={item.url} alt={alt} width={item.width ?? 120} height={item.height ?? 90} loading="lazy" css={thumbStyles} />
          )}
        </div>
        <div
          css={css`
            flex: 1;
            min-width: 0;
            display: flex;
            flex-direction: column;
            gap: ${theme.space[2]};
          `}
        >
          <h3 id={headingId} css={headingStyles}>
            {t('editor>photo_label', { n })}
          </h3>
          {actions}
        </div>
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (dirty) void save();
        }}
        css={css`
          margin-top: ${theme.space[3]};
        `}
      >
        {captionField('zh', 'zh-HK', zh, setZh)}
        {captionField('en', 'en', en, setEn)}
        {message ? (
          <p role="alert" css={errorStyles}>
            {t('editor>error', { message })}
          </p>
        ) : null}
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: ${theme.space[3]};
          `}
        >
          <Button type="submit" variant="secondary" size="sm" disabled={!dirty} loading={change.isPending}>
            {t('editor>save_caption')}
          </Button>
          <span role="status" css={savedStyles}>
            {saved && !dirty ? t('editor>saved') : ''}
          </span>
        </div>
      </form>
    </article>
  );
}

const cardStyles = css`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  padding: ${theme.space[3]};
  height: 100%;
`;
const topStyles = css`
  display: flex;
  gap: ${theme.space[3]};
  align-items: flex-start;
`;
const thumbBoxStyles = css`
  width: 120px;
  flex-shrink: 0;
  aspect-ratio: 4 / 3;
  border-radius: ${theme.radius.control};
  overflow: hidden;
  background: ${theme.color.neutralSoft};
`;
const thumbStyles = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
const headingStyles = css`
  font-size: ${theme.font.size.md};
  margin: 0;
`;
const errorStyles = css`
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
  margin: 0 0 ${theme.space[2]};
`;
const savedStyles = css`
  color: ${theme.color.success};
  font-size: ${theme.font.size.sm};
`;
