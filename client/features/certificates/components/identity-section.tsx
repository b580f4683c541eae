/**
 * Identity verification (SPEC §3 identity: real_id, card_type, files): the current state with the number masked,
 * and the form while there is nothing pending or approved. HKID numbers are checked with their check digit here
 * first and again on the server.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_TYPES, parseRealId, type CardType, type IdentityState } from '@shared/schemas/certificates.schema';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { DescriptionList } from '@client/ui/description-list';
import { TextField } from '@client/ui/field';
import { bindField } from '@client/ui/bind-field';
import { RadioGroup } from '@client/ui/radio-group';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';
import { useUploader } from '@client/lib/uploads';
import { useSubmitIdentity } from '../api/certificates.queries';
import { FilePicker } from './file-picker';
import { FileLinks } from './file-links';
import { StatusChip } from './status-chip';
import { errorsFrom, type FieldErrors } from './form-errors';
import { hkDay } from './certificate-text';
import { noteStyles, rejectReasonStyles } from './certificate.styles';

export function IdentitySection({ identity }: { identity: IdentityState | null }) {
  const { t, i18n } = useTranslation('verify');
  const [sent, setSent] = useState(false);
  const showForm = !identity || identity.state === 'rejected' || identity.state === 'withdrawn';
  return (
    <section aria-labelledby="identity-title" css={sectionStyles}>
      <h2 id="identity-title" css={headingStyles}>
        {t('identity>title')}
      </h2>
      <p css={noteStyles}>{t('identity>intro')}</p>
      {sent ? <Alert tone="success">{t('identity>sent')}</Alert> : null}
      {identity ? (
        <div css={stateStyles}>
          <StatusChip state={identity.state} reviewedOn={identity.reviewed_on} />
          {identity.state === 'rejected' && identity.reject_reason ? (
            <p role="note" css={rejectReasonStyles}>
              <strong>{t('cert>reject_reason')}</strong> {identity.reject_reason}
            </p>
          ) : null}
          <DescriptionList
            layout="inline"
            divided
            items={[
              { term: t('identity>card_type'), description: t(`identity>card_${identity.card_type}`) },
              { term: t('identity>real_id'), description: <span translate="no">{identity.real_id_masked}</span> },
              { term: t('identity>real_name'), description: identity.real_name },
              { term: t('cert>submitted'), description: hkDay(identity.created, i18n.language) },
            ]}
          />
          {identity.state === 'pending' ? <p css={noteStyles}>{t('identity>pending_note')}</p> : null}
          {!showForm ? <FileLinks files={identity.files} /> : null}
        </div>
      ) : null}
      {showForm ? <IdentityForm resubmit={Boolean(identity)} onSent={() => setSent(true)} /> : null}
    </section>
  );
}

const FIELDS = ['card_type', 'real_id', 'real_name', 'attachment_ids'] as const;

function IdentityForm({ resubmit, onSent }: { resubmit: boolean; onSent: () => void }) {
  const { t } = useTranslation('verify');
  const submit = useSubmitIdentity();
  const files = useUploader({ allowPdf: true, max: 5 });
  const [cardType, setCardType] = useState<CardType>('HKID');
  const [realId, setRealId] = useState('');
  const [realName, setRealName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const errs: FieldErrors = {};
    if (!realId.trim()) errs.real_id = t('common|errors>required');
    else {
      const checked = parseRealId(cardType, realId);
      if (!checked.ok) errs.real_id = t(`common|errors>${checked.problem}`);
    }
    if (realName.trim().length < 2) errs.real_name = t('common|errors>required');
    if (!files.items.length) errs.attachment_ids = t('common|errors>files_required');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      await submit.mutateAsync({
        card_type: cardType,
        real_id: realId.trim(),
        real_name: realName.trim(),
        attachment_ids: files.items.map((f) => f.id),
      });
      files.reset();
      onSent();
    } catch (err) {
      setErrors(errorsFrom(err, t, FIELDS));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="identity-form-title">
      <h3 id="identity-form-title" css={subheadingStyles}>
        {t(resubmit ? 'identity>form_again' : 'identity>form_title')}
      </h3>
      {errors._form ? <Alert tone="error">{errors._form}</Alert> : null}
      <RadioGroup
        legend={t('identity>card_type')}
        name="card_type"
        value={cardType}
        onChange={(v) => setCardType(v as CardType)}
        options={CARD_TYPES.map((c) => ({ value: c, label: t(`identity>card_${c}`) }))}
        columns={2}
        error={errors.card_type}
        required
      />
      <TextField
        label={t(cardType === 'HKID' ? 'identity>real_id_hkid' : 'identity>real_id_passport')}
        hint={t(cardType === 'HKID' ? 'identity>real_id_hkid_hint' : 'identity>real_id_passport_hint')}
        {...bindField('real_id', realId, setRealId, errors)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={30}
        required
      />
      <TextField
        label={t('identity>real_name')}
        hint={t('identity>real_name_hint')}
        {...bindField('real_name', realName, setRealName, errors)}
        autoComplete="name"
        maxLength={100}
        required
      />
      <FilePicker uploader={files} label={t('identity>files')} hint={t('identity>files_hint')} error={errors.attachment_ids} />
      <p css={noteStyles}>{t('identity>privacy')}</p>
      <Button type="submit" block loading={submit.isPending} disabled={files.pending > 0}>
        {t('identity>submit')}
      </Button>
    </form>
  );
}

const sectionStyles = stack(3);

const headingStyles = css`
  margin: 0;
  font-size: ${theme.font.size.xl};
`;

const subheadingStyles = css`
  margin: ${theme.space[2]} 0 ${theme.space[3]};
  font-size: ${theme.font.size.lg};
`;

const stateStyles = css`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  & > span:first-of-type {
    justify-self: start;
  }
`;
