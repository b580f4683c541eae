/**
 * The pro's item editor (SPEC §2 product/{action}/…, §3 shop item, §8 801–826): the whole item in six parts, saved
 * as a draft or saved and sent for review. The API's per-field errors show under their fields (item-form.ts
 * formFieldOf) and the view scrolls to the first; what the pro typed stays as typed on any failure. After a save the
 * form shows what was stored (photos with their ids), so the next save sends the right photo operations.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopItem } from '@shared/schemas/shop.schema';
import { Alert } from '@client/ui/alert';
import { useToast } from '@client/ui/toast';
import { useApiForm } from '@client/ui/use-api-form';
import { useCreateItem, useEditItem, useItemAction } from '../api/shop-items.mutations';
import { ItemBasicsFields } from './item-basics-fields';
import { ItemEditorBar } from './item-editor-bar';
import { ItemEditorSection } from './item-editor-section';
import { ItemKeywordsField } from './item-keywords-field';
import { ItemPhotosField } from './item-photos-field';
import { ItemPlansFields } from './item-plans-fields';
import { ItemStatusPanel } from './item-status-panel';
import { ItemStockFields } from './item-stock-fields';
import { ItemTravelFields, type RenderAreas } from './item-travel-fields';
import { bodyOf, formErrorsOf, valuesOf, type ItemValues, type ServiceDefaults } from './item-form';
import { formColumn } from './item-editor.styles';

export interface LeaveGuardState {
  dirty: boolean;
  dirtyRef: RefObject<boolean>;
}

export interface ItemEditorProps {
  serviceId: number;
  categoryId: number;
  /** The stored item; undefined for a new one. */
  item?: ShopItem;
  defaults: ServiceDefaults;
  hasHours: boolean;
  hoursHref: string;
  renderAreas: RenderAreas;
  /** SPEC §5 "leave page?" while changes are unsaved (the page composes the guard). */
  renderLeaveGuard?: (state: LeaveGuardState) => ReactNode;
  /** After a save (`applied`: and sent for review): a new item's page moves to its edit address. */
  onSaved: (item: ShopItem, applied: boolean) => void;
}

export function ItemEditor({
  serviceId,
  categoryId,
  item,
  defaults,
  hasHours,
  hoursHref,
  renderAreas,
  renderLeaveGuard,
  onSaved,
}: ItemEditorProps) {
  const { t } = useTranslation('shop');
  const toast = useToast();
  const [stored, setStored] = useState(item);
  const [values, setValues] = useState<ItemValues>(() => valuesOf(item, defaults));
  const [base, setBase] = useState(values);
  const dirty = JSON.stringify(values) !== JSON.stringify(base);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const create = useCreateItem();
  const edit = useEditItem();
  const act = useItemAction({ handlesErrors: true });
  const form = useApiForm({
    network: t('common|errors>network'),
    map: (err) => {
      const { fields, other } = formErrorsOf(err.fields);
      return { fields, form: Object.keys(fields).length ? t('editor>check_fields') : (other ?? err.message) };
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const failures = useRef(0);
  const [failed, setFailed] = useState(0);
  useEffect(() => {
    if (!failed) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [failed]);

  // A field's error goes once the pro changes it (a plan's errors with any change of the plans).
  const patch = (p: Partial<ItemValues>) => {
    const changed = Object.keys(p).map((k) => (k.startsWith('is_') ? 'travel' : k));
    const stale = Object.keys(form.fields).filter((f) => changed.includes(f.split('.')[0]));
    if (stale.length) form.setFields(Object.fromEntries(Object.entries(form.fields).filter(([f]) => !stale.includes(f))));
    setValues((v) => ({ ...v, ...p }));
  };

  function savedAs(next: ShopItem) {
    dirtyRef.current = false;
    const shown = valuesOf(next, defaults);
    setStored(next);
    setValues(shown);
    setBase(shown);
  }

  async function save(apply: boolean) {
    const body = bodyOf(values, stored);
    const res = await form.run(async () => {
      let next = stored;
      if (!next || dirty) {
        next = next ? await edit.mutateAsync({ id: next.id, body }) : await create.mutateAsync({ serviceId, categoryId, body });
        savedAs(next);
      }
      return apply ? act.mutateAsync({ action: 'apply_review', id: next.id }) : next;
    });
    if (!res.ok) {
      failures.current += 1;
      setFailed(failures.current);
      return;
    }
    setStored(res.data);
    toast.show(t(apply ? 'editor>applied' : 'editor>saved'), { tone: 'success' });
    onSaved(res.data, apply);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(false);
  };
  const fieldProps = { values, patch, errors: form.fields };
  const canApply = !stored || dirty || stored.actions.includes('apply_review');
  return (
    <form ref={formRef} onSubmit={submit} noValidate css={formColumn} aria-label={t('editor>form_label')}>
      {renderLeaveGuard?.({ dirty, dirtyRef })}
      {stored ? <ItemStatusPanel item={stored} /> : null}
      <ItemEditorSection title={t('editor>section_about')}>
        <ItemBasicsFields {...fieldProps} />
      </ItemEditorSection>
      <ItemEditorSection title={t('editor>section_plans')}>
        <ItemPlansFields {...fieldProps} />
      </ItemEditorSection>
      <ItemEditorSection title={t('editor>section_photos')}>
        <ItemPhotosField {...fieldProps} />
      </ItemEditorSection>
      <ItemEditorSection title={t('editor>section_where')}>
        <ItemTravelFields {...fieldProps} renderAreas={renderAreas} />
      </ItemEditorSection>
      <ItemEditorSection title={t('editor>section_stock')}>
        <ItemStockFields {...fieldProps} hasHours={hasHours} hoursHref={hoursHref} />
      </ItemEditorSection>
      <ItemEditorSection title={t('editor>section_keywords')}>
        <ItemKeywordsField {...fieldProps} />
      </ItemEditorSection>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <ItemEditorBar
        dirty={dirty}
        pending={form.pending}
        canApply={canApply}
        draft={!stored || stored.status === 'draft' || stored.status === 'rejected'}
        onApply={() => void save(true)}
      />
    </form>
  );
}
