/** Report a request, quote or pro (POST /api/quote_reports/add) with a topic, sub-topic, message and files. */
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_TOPICS, type ReportType } from '@shared/domain/report-topics';
import { Sheet } from '@client/ui/sheet';
import { Button } from '@client/ui/button';
import { RadioGroup } from '@client/ui/radio-group';
import { TextArea } from '@client/ui/textarea';
import { Alert } from '@client/ui/alert';
import { useToast } from '@client/ui/toast';
import { theme } from '@client/styles/theme';
import { ApiError } from '@client/lib/api-client';
import { acceptFor, useUploader } from '@client/lib/uploads';
import { useReport } from '../api/chat.mutations';

export interface ReportTarget {
  type: ReportType;
  quote_request_id?: number;
  quote_bid_id?: number;
  quote_service_id?: number;
}

export function ReportSheet({ open, onClose, target }: { open: boolean; onClose: () => void; target: ReportTarget }) {
  const { t } = useTranslation('market');
  const toast = useToast();
  const report = useReport();
  const files = useUploader();
  const [topic, setTopic] = useState('');
  const [sub, setSub] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = REPORT_TOPICS.find((x) => String(x.id) === topic);

  useEffect(() => {
    if (!open) return;
    setTopic('');
    setSub('');
    setMessage('');
    setError(null);
  }, [open]);

  async function send() {
    if (!topic) {
      setError(t('report>topic_required'));
      return;
    }
    setError(null);
    try {
      await report.mutateAsync({
        ...target,
        quote_report_topic_id: Number(topic),
        quote_report_sub_topic_id: sub ? Number(sub) : undefined,
        message: message.trim(),
        attachments: files.items.map((a) => a.id),
      });
      files.reset();
      onClose();
      toast.show(t('report>done'), { tone: 'success' });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('form>network'));
    }
  }

  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t(`report>title_${target.type}`)}
      description={t('report>help')}
      closeLabel={t('common|close')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common>cancel')}
          </Button>
          <Button variant="danger" onClick={() => void send()} loading={report.isPending} disabled={files.pending > 0}>
            {t('report>submit')}
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
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
          {t('upload>add_files')}
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
            {files.serverMessage ?? t(`upload>${files.problem}`, { max: 10 })}
          </p>
        ) : null}
      </div>
    </Sheet>
  );
}
