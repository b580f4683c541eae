/** The fields of each data editor, in the order the form shows them (Chinese beside English). */
import type { TFunction } from 'i18next';
import { FREE_CREDIT_AUDIENCES } from '@shared/schemas/ops-data.schema';
import { NEW_CONTENT_KINDS } from '@shared/schemas/ops-data.schema';
import type { FieldSpec } from './record-form';

const hkTime = (t: TFunction) => t('ops|data>hk_time');

export const eventFields = (t: TFunction): FieldSpec[] => [
  { name: 'title_zh', label: t('ops|data>field>title_zh'), kind: 'text', maxLength: 120 },
  { name: 'title_en', label: t('ops|data>field>title_en'), kind: 'text', maxLength: 120 },
  { name: 'description_zh', label: t('ops|data>field>description_zh'), kind: 'textarea', rows: 3, maxLength: 2000 },
  { name: 'description_en', label: t('ops|data>field>description_en'), kind: 'textarea', rows: 3, maxLength: 2000 },
  { name: 'slug', label: t('ops|data>field>slug'), kind: 'text', maxLength: 80, hint: t('ops|data>hint>slug') },
  {
    name: 'audience',
    label: t('ops|data>field>audience'),
    kind: 'select',
    options: FREE_CREDIT_AUDIENCES.map((a) => ({ value: a, label: t(`ops|data>audience>${a}`) })),
  },
  { name: 'amount', label: t('ops|data>field>credit_amount'), kind: 'number' },
  { name: 'valid_days', label: t('ops|data>field>valid_days'), kind: 'number', hint: t('ops|data>hint>valid_days') },
  { name: 'claim_from', label: t('ops|data>field>claim_from'), kind: 'datetime', hint: hkTime(t) },
  { name: 'claim_until', label: t('ops|data>field>claim_until'), kind: 'datetime', hint: hkTime(t) },
  { name: 'max_claims', label: t('ops|data>field>max_claims'), kind: 'number', optional: true, hint: t('ops|data>hint>no_limit') },
  { name: 'is_active', label: t('ops|data>field>is_active'), kind: 'checkbox' },
];

export const couponFields = (t: TFunction): FieldSpec[] => [
  { name: 'code', label: t('ops|data>field>code'), kind: 'text', maxLength: 32, hint: t('ops|data>hint>code') },
  { name: 'amount', label: t('ops|data>field>credit_amount'), kind: 'number' },
  { name: 'valid_from', label: t('ops|data>field>valid_from'), kind: 'datetime', hint: hkTime(t) },
  { name: 'valid_until', label: t('ops|data>field>valid_until'), kind: 'datetime', hint: hkTime(t) },
  { name: 'credit_valid_days', label: t('ops|data>field>valid_days'), kind: 'number', hint: t('ops|data>hint>valid_days') },
  { name: 'max_uses', label: t('ops|data>field>max_uses'), kind: 'number', optional: true, hint: t('ops|data>hint>no_limit') },
  { name: 'per_user_limit', label: t('ops|data>field>per_user_limit'), kind: 'number' },
  { name: 'is_active', label: t('ops|data>field>is_active'), kind: 'checkbox' },
];

export const packageFields = (t: TFunction): FieldSpec[] => [
  { name: 'name_zh', label: t('ops|data>field>name_zh'), kind: 'text', maxLength: 60 },
  { name: 'name_en', label: t('ops|data>field>name_en'), kind: 'text', maxLength: 60 },
  { name: 'slug', label: t('ops|data>field>slug'), kind: 'text', maxLength: 80, hint: t('ops|data>hint>slug') },
  { name: 'price', label: t('ops|data>field>price'), kind: 'number' },
  { name: 'credit', label: t('ops|data>field>credit'), kind: 'number' },
  { name: 'bonus', label: t('ops|data>field>bonus'), kind: 'number' },
  { name: 'sort_order', label: t('ops|data>field>sort_order'), kind: 'number', hint: t('ops|data>hint>sort_order') },
  { name: 'is_active', label: t('ops|data>field>is_active_package'), kind: 'checkbox' },
];

/** A CMS page's texts; the kind only when it is created (it decides the page's path). */
export const contentFields = (t: TFunction, o: { creating: boolean; slugEditable: boolean }): FieldSpec[] => [
  ...(o.creating
    ? [
        {
          name: 'kind',
          label: t('ops|data>field>kind'),
          kind: 'select',
          options: NEW_CONTENT_KINDS.map((k) => ({ value: k, label: t(`ops|data>kind>${k}`) })),
        } satisfies FieldSpec,
      ]
    : []),
  {
    name: 'slug',
    label: t('ops|data>field>slug'),
    kind: 'text',
    maxLength: 80,
    readOnly: !o.slugEditable,
    // Beside the kind when creating; on its own row otherwise, so the language pairs below stay side by side.
    wide: !o.creating,
    hint: o.slugEditable ? t('ops|data>hint>slug') : t('ops|data>hint>slug_fixed'),
  },
  { name: 'title_zh', label: t('ops|data>field>title_zh'), kind: 'text', maxLength: 160 },
  { name: 'title_en', label: t('ops|data>field>title_en'), kind: 'text', maxLength: 160 },
  {
    name: 'summary_zh',
    label: t('ops|data>field>summary_zh'),
    kind: 'textarea',
    rows: 2,
    maxLength: 320,
    hint: t('ops|data>hint>summary'),
  },
  {
    name: 'summary_en',
    label: t('ops|data>field>summary_en'),
    kind: 'textarea',
    rows: 2,
    maxLength: 320,
    hint: t('ops|data>hint>summary'),
  },
  { name: 'body_zh', label: t('ops|data>field>body_zh'), kind: 'textarea', rows: 16, wide: true, hint: t('ops|data>hint>markup') },
  { name: 'body_en', label: t('ops|data>field>body_en'), kind: 'textarea', rows: 16, wide: true, hint: t('ops|data>hint>markup') },
  {
    name: 'genre_slug',
    label: t('ops|data>field>genre_slug'),
    kind: 'text',
    maxLength: 80,
    optional: true,
    hint: t('ops|data>hint>genre_slug'),
  },
  { name: 'category_slugs', label: t('ops|data>field>category_slugs'), kind: 'list', hint: t('ops|data>hint>category_slugs') },
];

export const categoryFields = (t: TFunction): FieldSpec[] => [
  { name: 'name_zh', label: t('ops|data>field>name_zh'), kind: 'text', maxLength: 60 },
  { name: 'name_en', label: t('ops|data>field>name_en'), kind: 'text', maxLength: 60 },
  { name: 'description_zh', label: t('ops|data>field>description_zh'), kind: 'textarea', rows: 4, maxLength: 2000 },
  { name: 'description_en', label: t('ops|data>field>description_en'), kind: 'textarea', rows: 4, maxLength: 2000 },
];
