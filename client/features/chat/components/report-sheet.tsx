/** Report a request, quote, pro, chat message, review or user (POST /api/quote_reports/add) with a topic, sub-topic, message and files. */
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_TOPICS, type ReportType } from '@shared/domain/report-topics';
import { FormSheet } from '@client/ui/form-sheet';
import { RadioGroup } from '@client/ui/radio-group';
import { TextArea } from '@client/ui/textarea';
import { useToast } from '@client/ui/toast';
import { useApiForm } from '@client/ui/use-api-form';
import { theme } from '@client/styles/theme';
import { acceptFor, useUploader } from '@client/lib/uploads';
import { useReport } from '../api/chat.mutations';

export interface ReportTarget {
  type: ReportType;
  quote_request_id?: number;
  quote_bid_id?: number;
  quote_service_id?: number;
  message_id?: number;
  review_id?: number;
  reported_user_id?: number;
}

export function ReportSheet({ open, onClose, target }: { open: boolean; onClose: () => void; target: ReportTarget }) {
  const { t } = useTranslation('messages');
  const toast = useToast();
  const report = useReport();
  const files = useUploader();
  const [topic, setTopic] = useState('');
  const [sub, setSub] = useState('');
  const [message, setMessage] = useState('');
  const form = useApiForm({ network: t('requests|form>network') });
  const { clear } = form;
  const current = REPORT_TOPICS.find((x) => String(x.id) === topic);

  useEffect(() => {
    if (!open) return;
    setTopic('');
    setSub('');
    setMessage('');
    clear();
  }, [open, clear]);

  async function send() {
    if (!topic) return form.setFormError(t('report>topic_required'));
    const res = await form.run(() =>
      report.mutateAsync({
        ...target,
        quote_report_topic_id: Number(topic),
        quote_report_sub_topic_id: sub ? Number(sub) : undefined,
        message: message.trim(),
        attachments: files.items.map((a) => a.id),
      }),
    );
    if (!res.ok) return;
    files.reset();
    onClose();
    toast.show(t('report>done'), { tone: 'success' });
  }

  return (
    <FormSheet
      open={open}
      onClose={onClose}
      title={t(`report>title_${target.type}`)}
      description={t('report>help')}
      closeLabel={t('common|close')}
      onSubmit={() => void send()}
      submitLabel={t('report>submit')}
      submitVariant="danger"
      cancelLabel={t('common|cancel')}
      pending={report.isPending}
      submitDisabled={files.pending > 0}
      formError={form.formError}
    >
      <RadioGroup
        legend={t('report>topic')}
        name="report-topic"
        variant="card"
        value={topic}
        onChange={(v) => {
          setTopic(v);
          setSub('');
        }}
        options={REPORT_TOPICS.map((x) => ({ value: String(x.id), label: t(`report>topic_${x.key}`) }))}
      />
      {current && current.sub_topics.length ? (
        <RadioGroup
          legend={t('report>sub_topic')}
          name="report-sub-topic"
          value={sub}
          onChange={setSub}
          options={current.sub_topics.map((x) => ({ value: String(x.id), label: t(`report>sub_${x.key}`) }))}
        />
      ) : null}
      <TextArea label={t('report>message')} rows={4} maxLength={5000} value={message} onChange={(e) => setMessage(e.target.value)} />
      <div
        css={css`
          margin-bottom: ${theme.space[2]};
        `}
      >
        <label
          css={css`
            display: inline-flex;
            align-items: center;
            gap: ${theme.space[2]};
            cursor: pointer;
            color: ${theme.color.brandDark};
            font-weight: ${theme.font.weight.bold};
            min-height: 44px;
          `}
        >
          {t('common|upload>add_files')}
          <input
            type="file"
            multiple
            accept={acceptFor(true)}
            onChange={(e) => void files.add(e.target.files)}
            css={css`
              max-width: 220px;
              font-weight: normal;
            `}
          />
        </label>
        {files.items.length ? (
          <p
            css={css`
              margin: 0;
              font-size: ${theme.font.size.sm};
            `}
          >
            {files.items.map((a) => a.file_name).join('、')}
          </p>
        ) : null}
        {files.problem ? (
          <p
            role="alert"
            css={css`
              color: ${theme.color.danger};
              font-size: ${theme.font.size.sm};
              margin: 0;
            `}
          >
            {files.serverMessage ?? t(`common|upload>${files.problem}`, { max: 10 })}
          </p>
        ) : null}
      </div>
    </FormSheet>
  );
}
