/** The item's name, description, what its price covers (service type) and the practical details (service info). */
import { useTranslation } from 'react-i18next';
import { SERVICE_TYPES, SHOP_LIMITS, charCount, type ServiceType } from '@shared/domain/shop-rules';
import { TextField } from '@client/ui/field';
import { Select } from '@client/ui/select';
import { TextArea } from '@client/ui/textarea';
import type { ItemFieldsProps } from './item-form';

export function ItemBasicsFields({ values, patch, errors }: ItemFieldsProps) {
  const { t } = useTranslation('shop');
  const counter = (text: string, max: number) => () => t('editor>chars', { count: charCount(text), max });
  return (
    <>
      <TextField
        name="name"
        label={t('editor>name')}
        hint={t('editor>name_hint', { max: SHOP_LIMITS.nameChars })}
        value={values.name}
        autoComplete="off"
        error={errors.name}
        onChange={(e) => patch({ name: e.target.value })}
      />
      <TextArea
        name="description"
        label={t('editor>description')}
        hint={t('editor>description_hint')}
        rows={6}
        value={values.description}
        counter={counter(values.description, SHOP_LIMITS.descriptionChars)}
        error={errors.description}
        onChange={(e) => patch({ description: e.target.value })}
      />
      <Select
        name="service_type"
        label={t('editor>service_type')}
        hint={t('editor>service_type_hint')}
        placeholder={t('editor>service_type_choose')}
        options={SERVICE_TYPES.map((s) => ({ value: s, label: t(`item>service_type>${s}`) }))}
        value={values.service_type}
        error={errors.service_type}
        onChange={(e) => patch({ service_type: e.target.value as ServiceType | '' })}
      />
      <TextArea
        name="service_info"
        label={t('editor>service_info')}
        hint={t('editor>service_info_hint')}
        rows={4}
        value={values.service_info}
        counter={counter(values.service_info, SHOP_LIMITS.serviceInfoChars)}
        error={errors.service_info}
        onChange={(e) => patch({ service_info: e.target.value })}
      />
    </>
  );
}
