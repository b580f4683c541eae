/** Write a message to a bid's chat (non-empty, SPEC §5) with optional files, on the kit's composer. */
import { useTranslation } from 'react-i18next';
import { ChatAttachButton, ChatComposer as ComposerKit, ChatFileChips } from '@client/ui/chat/chat-composer';
import { errorMessageOf } from '@client/ui/server-error';
import { acceptFor, uploadProblemText, useUploader } from '@client/lib/uploads';
import { useSendMessage } from '../api/chat.mutations';

export function ChatComposer({ bidId }: { bidId: number }) {
  const { t } = useTranslation('messages');
  const send = useSendMessage(bidId);
  const files = useUploader();
  const problem = uploadProblemText(files, (p) => t(`common|upload>${p}`, { max: 10 }));

  async function sendWithFiles(message: string) {
    const attachments = files.items;
    // Cleared with the text; put back if the send fails.
    files.reset();
    try {
      await send.mutateAsync({ message, attachments: attachments.map((a) => a.id) });
    } catch (err) {
      files.reset(attachments);
      throw err;
    }
  }

  return (
    <ComposerKit
      placeholder={t('chat>placeholder')}
      sendLabel={t('chat>send')}
      sending={send.isPending}
      busy={files.pending > 0}
      maxLength={5000}
      check={(message) => (!message && !files.items.length ? t('chat>empty_message') : null)}
      send={sendWithFiles}
      failure={(err) => errorMessageOf(err, t('requests|form>network'))}
      problem={problem ? `${t('common|upload>cannot_upload')} ${problem}` : null}
      attach={
        <ChatAttachButton
          accept={acceptFor(true)}
          onFiles={(list) => void files.add(list)}
          label={t('common|upload>add_files')}
          uploading={files.pending > 0}
        />
      }
      files={<ChatFileChips files={files.items} removeLabel={(name) => t('common|upload>remove', { name })} onRemove={files.remove} />}
    />
  );
}
