/**
 * FormSheet: a Sheet holding a form, with the form-level error on top, and cancel and submit in the footer (the
 * submit button belongs to the form through its id, so Enter in a field submits too). Pair it with useApiForm.
 */
import { useId, type ButtonHTMLAttributes, type FormEvent, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button, type ButtonVariant } from './button';
import { Sheet, type SheetProps } from './sheet';

export interface FormSheetProps extends Omit<SheetProps, 'footer'> {
  /** Runs on submit; the browser's own submit is already prevented. */
  onSubmit: () => void;
  submitLabel: string;
  /** The ghost cancel button's label (it closes the sheet); without it there is no cancel button. */
  cancelLabel?: string;
  submitVariant?: ButtonVariant;
  /** A full-width submit button. */
  submitBlock?: boolean;
  pending?: boolean;
  submitDisabled?: boolean;
  /** More attributes for the submit button (a test id). */
  submitProps?: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'form' | 'onClick'> & { [data: `data-${string}`]: string };
  /** The form-level message (useApiForm's formError or a local check). */
  formError?: string | null;
  /** Rendered in the sheet before the form (a confirmation dialog of its own). */
  before?: ReactNode;
}

export function FormSheet({
  onSubmit,
  submitLabel,
  cancelLabel,
  submitVariant,
  submitBlock,
  pending,
  submitDisabled,
  submitProps,
  formError,
  before,
  children,
  onClose,
  ...sheet
}: FormSheetProps) {
  const formId = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Sheet
      {...sheet}
      onClose={onClose}
      footer={
        <>
          {cancelLabel ? (
            <Button variant="ghost" onClick={onClose}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button
            {...submitProps}
            type="submit"
            form={formId}
            variant={submitVariant}
            block={submitBlock}
            loading={pending}
            disabled={submitDisabled}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      {before}
      <form id={formId} noValidate onSubmit={submit}>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {children}
      </form>
    </Sheet>
  );
}
