/**
 * Step 10 Close: archive the service (SPEC §4). Before confirming the pro reads exactly what happens: the profile
 * leaves every list and gets no new leads, while leads already open stay in their lists to quote, chat and
 * complete; afterwards the page goes to the services list.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { Button } from '@client/ui/button';
import { Modal } from '@client/ui/modal';
import { Alert } from '@client/ui/alert';
import { Checkbox } from '@client/ui/checkbox';
import { useToast } from '@client/ui/toast';
import { theme } from '@client/styles/theme';
import { errorMessageOf } from '@client/ui/server-error';
import { useServiceMutation } from '../api/service-editor.queries';
import { introStyles, titleStyles } from './editor-form';

export function EditorClose({ service, onArchived }: { service: EditableService; onArchived: () => void }) {
  const { t } = useTranslation('workspace');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const archive = useServiceMutation('archive');
  const name = service.business_name_zh || service.business_name_en;

  async function confirm() {
    setError(null);
    try {
      await archive.mutateAsync({ params: { id: service.quote_service_id } });
      setOpen(false);
      toast.show(t('close>done', { name }), { tone: 'success' });
      onArchived();
    } catch (err) {
      setOpen(false);
      setError(errorMessageOf(err, t('common|errors>network')));
    }
  }

  return (
    <section aria-labelledby="editor-close-title">
      <h2 id="editor-close-title" css={titleStyles}>
        {t('steps>Close>title')}
      </h2>
      {service.is_archived ? (
        <Alert tone="info">{t('close>already')}</Alert>
      ) : (
        <>
          <p css={introStyles}>{t('steps>Close>intro')}</p>
          <ul css={list}>
            <li>{t('close>effect_lists')}</li>
            <li>{t('close>effect_new_leads')}</li>
            <li>{t('close>effect_open_leads')}</li>
            <li>{t('close>effect_reviews')}</li>
            <li>{t('close>effect_final')}</li>
          </ul>
          <Alert tone="info">{t('close>alternative')}</Alert>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Checkbox label={t('close>understand')} checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
          <Button variant="danger" block disabled={!understood} onClick={() => setOpen(true)}>
            {t('close>button')}
          </Button>
        </>
      )}
      <Modal
        open={open}
        role="alertdialog"
        title={t('close>confirm_title', { name })}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('form>cancel')}
            </Button>
            <Button variant="danger" loading={archive.isPending} onClick={() => void confirm()}>
              {t('close>confirm')}
            </Button>
          </>
        }
      >
        <p>{t('close>confirm_body')}</p>
      </Modal>
    </section>
  );
}

const list = css`
  margin: 0 0 ${theme.space[4]};
  padding-left: ${theme.space[6]};
  line-height: ${theme.font.lineHeight.body};
  li {
    margin-bottom: ${theme.space[2]};
  }
`;
