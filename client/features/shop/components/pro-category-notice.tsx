/**
 * A category's shop settings (SPEC §3 shop service category): the service notice buyers see with every item of
 * this service and category (up to 2,000 characters), shown as it reads, and its form.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_LIMITS, charCount } from '@shared/domain/shop-rules';
import type { ShopServiceCategory } from '@shared/schemas/shop.schema';
import { Alert } from '@client/ui/alert';
import { Button, ButtonLink } from '@client/ui/button';
import { TextArea } from '@client/ui/textarea';
import { useToast } from '@client/ui/toast';
import { useApiForm } from '@client/ui/use-api-form';
import { theme } from '@client/styles/theme';
import { cardSurface, cluster, stack } from '@client/styles/layout';
import { useSaveCategoryNotice } from '../api/shop-items.mutations';

export function ProCategoryNotice({ category, editHref }: { category: ShopServiceCategory; editHref: string }) {
  const { t } = useTranslation('shop');
  return (
    <section css={card} aria-labelledby="notice-title">
      <h2 id="notice-title" css={title}>
        {t('list>notice_title')}
      </h2>
      <p css={muted}>{t('list>notice_intro')}</p>
      {category.service_notice ? (
        <p css={noticeText} data-testid="service-notice">
          {category.service_notice}
        </p>
      ) : (
        <p css={muted}>{t('list>notice_empty')}</p>
      )}
      <div>
        <ButtonLink to={editHref} variant="secondary">
          {t(category.service_notice ? 'list>notice_edit' : 'list>notice_write')}
        </ButtonLink>
      </div>
    </section>
  );
}

export interface ProCategoryNoticeFormProps {
  category: ShopServiceCategory;
  cancelHref: string;
  onSaved: () => void;
}

export function ProCategoryNoticeForm({ category, cancelHref, onSaved }: ProCategoryNoticeFormProps) {
  const { t } = useTranslation('shop');
  const toast = useToast();
  const save = useSaveCategoryNotice();
  const form = useApiForm({ network: t('common|errors>network'), withFields: null });
  const [notice, setNotice] = useState(category.service_notice);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const res = await form.run(() => save.mutateAsync({ serviceId: category.quote_service_id, categoryId: category.category.id, notice }));
    if (!res.ok) return;
    toast.show(t('list>notice_saved'), { tone: 'success' });
    onSaved();
  }
  return (
    <form css={card} onSubmit={submit} noValidate aria-labelledby="notice-title">
      <h2 id="notice-title" css={title}>
        {t('list>notice_title')}
      </h2>
      <p css={muted}>{t('list>notice_intro')}</p>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <TextArea
        name="service_notice"
        label={t('list>notice_label')}
        hint={t('list>notice_hint')}
        rows={8}
        value={notice}
        counter={() => t('editor>chars', { count: charCount(notice), max: SHOP_LIMITS.serviceNoticeChars })}
        error={form.fields.service_notice}
        onChange={(e) => setNotice(e.target.value)}
      />
      <div css={cluster(2)}>
        <Button type="submit" loading={form.pending}>
          {t('list>notice_save')}
        </Button>
        <ButtonLink to={cancelHref} variant="ghost">
          {t('common|cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}

const card = css`
  ${cardSurface};
  ${stack(3)};
  padding: ${theme.space[4]};
  ${theme.breakpoint.md} {
    padding: ${theme.space[6]};
  }
`;

const title = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;

const muted = css`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

const noticeText = css`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.background};
`;
