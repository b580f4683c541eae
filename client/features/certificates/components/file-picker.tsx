/** Document files for a certificate or identity check: the kit's picker with 1 to MAX_VERIFICATION_FILES images or PDFs. */
import { useTranslation } from 'react-i18next';
import { MAX_VERIFICATION_FILES } from '@shared/schemas/certificates.schema';
import { FilePicker as Picker } from '@client/ui/file-picker';
import { spaceBelow } from '@client/styles/layout';
import { acceptFor, type useUploader } from '@client/lib/uploads';

export interface FilePickerProps {
  uploader: ReturnType<typeof useUploader>;
  label: string;
  hint: string;
  /** A field error (from the form's own check or the server's `attachment_ids`). */
  error?: string;
}

export function FilePicker(props: FilePickerProps) {
  const { t } = useTranslation('verify');
  return (
    <Picker {...props} max={MAX_VERIFICATION_FILES} accept={acceptFor(true)} text={(k, v) => t(`files>${k}`, v)} css={spaceBelow(4)} />
  );
}
