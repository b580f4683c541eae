/**
 * One service as a Google-reserve entity: published or not (and what blocks publishing), the switch, and its items
 * with add, edit and delete. Every change answers with the whole list of entities, which replaces the cache.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import type { GreserveEntity, GreserveItem } from '@shared/schemas/google-reserve.schema';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { ConfirmDialog, useConfirm } from '@client/ui/confirm-dialog';
import { errorMessageOf } from '@client/ui/server-error';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';
import { spread, stack, cluster } from '@client/styles/layout';
import { useGreserveEntityWrite, type GreserveEntityWrite } from '../api/google-reserve.queries';
import { durationLabel, priceLabel } from '../lib/item-labels';
import { ItemForm, type ItemFormValues } from './item-form';

export function EntityCard({ entity: e }: { entity: GreserveEntity }) {
  const { t, i18n } = useTranslation('workspace');
  const lng = i18n.language as Language;
  const href = useHref();
  const write = useGreserveEntityWrite(lng);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const deleting = useConfirm((item: GreserveItem) => run({ kind: 'delete', itemId: item.id }));

  async function run(w: GreserveEntityWrite) {
    setError(null);
    try {
      await write.mutateAsync(w);
    } catch (err) {
      setError(errorMessageOf(err, t('common|errors>network')));
    }
  }
  const save = (item?: GreserveItem) => async (body: ItemFormValues) => {
    await write.mutateAsync(item ? { kind: 'edit', itemId: item.id, body } : { kind: 'add', serviceId: e.quote_service_id, body });
    setEditing(null);
  };

  return (
    <Card>
      <div css={head}>
        <h3 css={h3}>{e.business_name}</h3>
        <Badge tone={e.is_published ? 'success' : 'neutral'}>
          {t(e.is_published ? 'google_reserve>published' : 'google_reserve>not_published')}
        </Badge>
      </div>
      {e.problems.length > 0 ? (
        <div css={problems}>
          <p css={muted}>{t('google_reserve>problems_title')}</p>
          <ul>
            {e.problems.map((p) => (
              <li key={p}>{t(`google_reserve>problem_${p}`)}</li>
            ))}
          </ul>
          <Link to={href('serviceEditor', { serviceId: e.quote_service_id })}>{t('google_reserve>fix_link')}</Link>
        </div>
      ) : null}
      <h4 css={h4}>{t('google_reserve>items_title')}</h4>
      {e.items.length === 0 ? <p css={muted}>{t('google_reserve>no_items')}</p> : null}
      <ul css={list}>
        {e.items.map((item) =>
          editing === item.id ? (
            <li key={item.id}>
              <ItemForm item={item} onSave={save(item)} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <li key={item.id} css={row}>
              <div>
                <strong>{lng === 'en-HK' && item.name_en ? item.name_en : item.name_zh}</strong>
                <span css={muted}>
                  {' '}
                  · {durationLabel(t, item.duration_minutes)} · {priceLabel(t, item)}
                </span>
                {item.is_active ? null : (
                  <>
                    {' '}
                    <Badge tone="warning">{t('google_reserve>item_inactive')}</Badge>
                  </>
                )}
              </div>
              <div css={rowActions}>
                <Link to={href('googleReserveBooking', { serviceId: e.quote_service_id, googleReserveId: item.id })}>
                  {t('google_reserve>open_page')}
                </Link>
                <Button size="sm" variant="secondary" onClick={() => setEditing(item.id)}>
                  {t('google_reserve>edit_item')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => deleting.ask(item)}>
                  {t('google_reserve>delete_item')}
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <ItemForm onSave={save()} onCancel={() => setEditing(null)} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {t('google_reserve>add_item')}
        </Button>
      )}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div css={publishRow}>
        <Button
          variant={e.is_published ? 'ghost' : 'primary'}
          loading={write.isPending && write.variables?.kind === 'publish'}
          onClick={() => void run({ kind: 'publish', serviceId: e.quote_service_id, is_published: !e.is_published })}
        >
          {t(e.is_published ? 'google_reserve>unpublish' : 'google_reserve>publish', { name: e.business_name })}
        </Button>
      </div>
      <ConfirmDialog
        {...deleting.dialog}
        title={t('google_reserve>delete_title')}
        confirmLabel={t('google_reserve>delete_item')}
        cancelLabel={t('google_reserve>delete_keep')}
      >
        {t('google_reserve>delete_body')}
      </ConfirmDialog>
    </Card>
  );
}

const head = spread(2, true);
const h3 = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
  overflow-wrap: anywhere;
`;
const h4 = css`
  margin: ${theme.space[4]} 0 ${theme.space[2]};
  font-size: ${theme.font.size.md};
`;
const muted = css`
  margin: 0;
  color: ${theme.color.textSecondary};
`;
const problems = css`
  margin-top: ${theme.space[3]};
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.neutralSoft};
  ul {
    margin: ${theme.space[1]} 0 ${theme.space[2]};
  }
`;
const list = css`
  list-style: none;
  margin: 0 0 ${theme.space[3]};
  padding: 0;
  ${stack(2)};
`;
const row = css`
  ${spread(2, true)};
  padding: ${theme.space[2]} 0;
  border-bottom: 1px solid ${theme.color.border};
`;
const rowActions = css`
  ${cluster(2)};
  align-items: center;
`;
const publishRow = css`
  margin-top: ${theme.space[4]};
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${theme.color.border};
`;
