/**
 * Step 3 FAQ: the questions customers see on the profile, in Chinese and/or English. Add, edit (`{active}` = the
 * FAQ id), move up or down (saved at once), delete after a confirmation.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { MAX_FAQS, type EditableService, type ServiceFaq } from '@shared/schemas/service-editor.schema';
import { Button } from '@client/ui/button';
import { ConfirmDialog, useConfirm } from '@client/ui/confirm-dialog';
import { Icon } from '@client/ui/icon';
import { IconButton } from '@client/ui/icon-button';
import { Alert } from '@client/ui/alert';
import { EmptyState } from '@client/ui/empty-state';
import { useToast } from '@client/ui/toast';
import { theme } from '@client/styles/theme';
import { bareList, spaceBelow, stack } from '@client/styles/layout';
import { useServiceMutation } from '../api/service-editor.queries';
import { EditorFaqForm } from './editor-faq-form';
import { introStyles, titleStyles } from './editor-form';

export interface EditorFaqProps {
  service: EditableService;
  activeId: number | null;
  /** The FAQ step with a FAQ open (or the list, for null). */
  hrefFor: (faqId: number | null) => string;
}

export function EditorFaq({ service, activeId, hrefFor }: EditorFaqProps) {
  const { t, i18n } = useTranslation('workspace');
  const navigate = useNavigate();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const deleting = useConfirm(confirmDelete);
  const [error, setError] = useState<string | null>(null);
  const reorder = useServiceMutation('reorderFaqs');
  const remove = useServiceMutation('deleteFaq');
  const id = service.quote_service_id;
  const faqs = [...service.faqs].sort((a, b) => a.display_order - b.display_order);
  const editing = activeId === null ? undefined : faqs.find((f) => f.id === activeId);
  const question = (f: ServiceFaq) => (i18n.language === 'en-HK' ? f.question_en || f.question_zh : f.question_zh || f.question_en);

  if (editing) return <EditorFaqForm service={service} faq={editing} onDone={() => navigate(hrefFor(null))} backHref={hrefFor(null)} />;

  async function move(from: number, to: number) {
    const ids = faqs.map((f) => f.id);
    [ids[from], ids[to]] = [ids[to], ids[from]];
    setError(null);
    try {
      await reorder.mutateAsync({ params: { id }, body: { ids } });
    } catch (err) {
      setError(err instanceof Error ? err.message : t('common|errors>network'));
    }
  }

  async function confirmDelete(faq: ServiceFaq) {
    try {
      await remove.mutateAsync({ params: { id, faqId: faq.id } });
      toast.show(t('faq>deleted'), { tone: 'success' });
    } catch (err) {
      setError(err instanceof Error ? err.message : t('common|errors>network'));
    }
  }

  return (
    <section aria-labelledby="editor-step-title">
      <h2 id="editor-step-title" css={titleStyles}>
        {t('steps>FAQ>title')}
      </h2>
      <p css={introStyles}>{t('steps>FAQ>intro')}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {faqs.length === 0 && !adding ? <EmptyState title={t('faq>empty_title')} body={t('faq>empty_body')} /> : null}
      <ol css={list} aria-busy={reorder.isPending || undefined}>
        {faqs.map((f, i) => (
          <li key={f.id} css={item}>
            <span css={number}>{i + 1}</span>
            <p css={questionText}>{question(f)}</p>
            <div css={tools}>
              <IconButton
                icon="chevron-up"
                label={t('faq>move_up', { n: i + 1 })}
                disabled={i === 0 || reorder.isPending}
                onClick={() => void move(i, i - 1)}
              />
              <IconButton
                icon="chevron-down"
                label={t('faq>move_down', { n: i + 1 })}
                disabled={i === faqs.length - 1 || reorder.isPending}
                onClick={() => void move(i, i + 1)}
              />
              <Link to={hrefFor(f.id)} css={toolLink} aria-label={t('faq>edit_n', { n: i + 1 })}>
                <Icon name="edit" size={18} />
              </Link>
              <IconButton icon="trash" label={t('faq>delete_n', { n: i + 1 })} onClick={() => deleting.ask(f)} />
            </div>
          </li>
        ))}
      </ol>
      {adding ? (
        <EditorFaqForm service={service} onDone={() => setAdding(false)} onCancel={() => setAdding(false)} />
      ) : (
        <Button block variant={faqs.length ? 'secondary' : 'primary'} disabled={faqs.length >= MAX_FAQS} onClick={() => setAdding(true)}>
          <Icon name="plus" size={18} />
          {faqs.length >= MAX_FAQS ? t('faq>limit', { max: MAX_FAQS }) : t('faq>add')}
        </Button>
      )}
      <ConfirmDialog
        {...deleting.dialog}
        title={t('faq>delete_title')}
        confirmLabel={t('faq>delete_confirm')}
        cancelLabel={t('form>cancel')}
      >
        <p>{deleting.subject ? question(deleting.subject) : ''}</p>
      </ConfirmDialog>
    </section>
  );
}

const list = [bareList, stack(2), spaceBelow(4)];

const item = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space[1]} ${theme.space[3]};
  align-items: start;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.control};
  ${theme.breakpoint.sm} {
    grid-template-columns: auto 1fr auto;
    align-items: center;
  }
`;

const number = css`
  font-weight: ${theme.font.weight.bold};
  color: ${theme.color.brand};
  font-variant-numeric: tabular-nums;
`;

const questionText = css`
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const tools = css`
  grid-column: 1 / -1;
  display: flex;
  gap: ${theme.space[1]};
  justify-content: flex-end;
  ${theme.breakpoint.sm} {
    grid-column: auto;
  }
`;

const toolLink = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 36px;
  min-height: 36px;
  border-radius: ${theme.radius.control};
  color: ${theme.color.text};
  &:hover {
    background: ${theme.color.border};
  }
`;
