/** SPEC §8 generic error dialog: title, ask to refresh and retry, contact support, the code, a confirm button. */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@client/ui/modal';
import { Button } from '@client/ui/button';
import type { ErrorDialogStore } from '@client/lib/error-dialog-store';

export function ErrorDialog({ store }: { store: ErrorDialogStore }) {
  const { t } = useTranslation('common');
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return (
    <Modal
      role="alertdialog"
      open={state.code !== null}
      title={t('error_dialog>title')}
      onClose={store.hide}
      footer={<Button onClick={store.hide}>{t('error_dialog>confirm')}</Button>}
    >
      <p>{t('error_dialog>body')}</p>
      <p>{t('error_dialog>code', { code: String(state.code ?? '') })}</p>
    </Modal>
  );
}
