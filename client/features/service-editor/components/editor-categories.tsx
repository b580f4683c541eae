/**
 * Step 2 Category: which catalogue categories the service quotes in (search and pick, at most
 * MAX_SERVICE_CATEGORIES), each with its quote fee, and a way into each category's own settings
 * (`{active}` = the category id, see editor-category-settings.tsx). Chosen categories that need a licence the
 * service holds no approved certificate of (SPEC §8 251) are named, with a link to upload one.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { Alert } from '@client/ui/alert';
import { useHref } from '@client/lib/paths';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { formatHkd } from '@shared/utils/format';
import { Badge } from '@client/ui/badge';
import { Icon } from '@client/ui/icon';
import { Modal } from '@client/ui/modal';
import { Button } from '@client/ui/button';
import { theme } from '@client/styles/theme';
import { bareList, stack } from '@client/styles/layout';
import { useServiceMutation } from '../api/service-editor.queries';
import { OnboardingCategoryPicker, type CategoryOptionGroup } from './onboarding-category-picker';
import { StepForm, hintStyles, useStepForm } from './editor-form';

export interface EditorCategoriesProps {
  service: EditableService;
  groups: CategoryOptionGroup[];
  /** Link to one category's settings. */
  settingsHref: (categoryId: number) => string;
}

export function EditorCategories({ service, groups, settingsHref }: EditorCategoriesProps) {
  const { t, i18n } = useTranslation('workspace');
  const en = i18n.language === 'en-HK';
  const ids = service.categories.map((c) => c.id);
  const step = useStepForm(ids);
  const { draft, setDraft, reset, run, fields } = step;
  const [confirming, setConfirming] = useState(false);
  const save = useServiceMutation('categories');
  const removed = service.categories.filter((c) => !draft.includes(c.id));
  const href = useHref();
  const held = new Set(service.approved_licence_types);
  const options = new Map(groups.flatMap((g) => g.categories).map((c) => [c.id, c]));
  const unlicensed = draft.flatMap((id) => {
    const c = options.get(id);
    return c?.licence && !held.has(c.licence) ? [{ id, name: c.name, licence: c.licence }] : [];
  });

  async function commit() {
    setConfirming(false);
    const result = await run(() => save.mutateAsync({ params: { id: service.quote_service_id }, body: { category_ids: draft } }));
    if (result) reset(result.categories.map((c) => c.id));
  }

  return (
    <StepForm
      title={t('steps>Category>title')}
      intro={<p>{t('steps>Category>intro')}</p>}
      onSubmit={() => (removed.length ? setConfirming(true) : void commit())}
      submitLabel={t('categories>save')}
      form={step}
    >
      <OnboardingCategoryPicker groups={groups} value={draft} onChange={setDraft} error={fields.category_ids} />
      {unlicensed.length ? (
        <Alert tone="warning">
          <strong>{t('categories>licence_title')}</strong>
          <ul css={bareList}>
            {unlicensed.map((c) => (
              <li key={c.id}>
                {t('categories>licence_missing', { name: c.name, licence: t(`onboarding|basic>licence_needed>${c.licence}`) })}
              </li>
            ))}
          </ul>
          <Link to={href('certification')}>{t('categories>licence_upload')}</Link>
        </Alert>
      ) : null}
      <h3 css={subTitle}>{t('categories>settings_title')}</h3>
      <p css={hintStyles}>{t('categories>settings_hint')}</p>
      <ul css={list}>
        {service.categories.map((c) => (
          <li key={c.id} css={row}>
            <div
              css={css`
                min-width: 0;
              `}
            >
              <strong>{en ? c.name_en || c.name_zh : c.name_zh || c.name_en}</strong>
              <p css={meta}>{t('categories>fee', { fee: formatHkd(c.quote_fee) })}</p>
              {c.is_auto_quote_on || c.is_direct_reserve_on ? (
                <p css={meta}>
                  {c.is_auto_quote_on ? <Badge tone="brand">{t('categories>auto_on')}</Badge> : null}{' '}
                  {c.is_direct_reserve_on ? <Badge tone="brand">{t('categories>reserve_on')}</Badge> : null}
                </p>
              ) : null}
            </div>
            <Link to={settingsHref(c.id)} css={settingsLink}>
              {t('categories>settings_link')}
              <Icon name="chevron-right" size={18} />
            </Link>
          </li>
        ))}
      </ul>
      <Modal
        open={confirming}
        role="alertdialog"
        title={t('categories>remove_title', { count: removed.length })}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('form>cancel')}
            </Button>
            <Button variant="danger" onClick={() => void commit()}>
              {t('categories>remove_confirm')}
            </Button>
          </>
        }
      >
        <p>
          {t('categories>remove_body', {
            names: removed.map((c) => (en ? c.name_en || c.name_zh : c.name_zh)).join(t('form>list_separator')),
          })}
        </p>
      </Modal>
    </StepForm>
  );
}

const subTitle = css`
  font-size: ${theme.font.size.lg};
  margin: ${theme.space[6]} 0 0;
`;

const list = [bareList, stack(2)];

const row = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.control};
`;

const meta = css`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const settingsLink = css`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  min-height: ${theme.layout.touchTarget};
  font-weight: ${theme.font.weight.bold};
  text-decoration: none;
`;
