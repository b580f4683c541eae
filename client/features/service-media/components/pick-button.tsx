/** A button that opens the file picker for images (png, jpeg, gif): a visually hidden input with a button-styled label. */
import { css } from '@emotion/react';
import { useId } from 'react';
import { Icon } from '@client/ui/icon';
import { buttonClass, type ButtonVariant } from '@client/ui/button';
import { acceptFor } from '@client/lib/uploads';
import { theme } from '@client/styles/theme';

export interface PickButtonProps {
  label: string;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
}

export function PickButton({ label, onFiles, multiple = false, disabled = false, variant = 'primary' }: PickButtonProps) {
  const id = useId();
  return (
    <span
      css={css`
        display: inline-flex;
        input:focus-visible + label {
          outline: 3px solid ${theme.color.focus};
          outline-offset: 2px;
        }
      `}
    >
      <input
        id={id}
        type="file"
        accept={acceptFor(false)}
        multiple={multiple}
        disabled={disabled}
        className="visually-hidden"
        onChange={(e) => {
          // Copied before the input is cleared (its FileList empties with it), so the same file can be picked again.
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <label
        htmlFor={id}
        aria-disabled={disabled || undefined}
        className={buttonClass({ variant })}
        css={[
          disabled
            ? css`
                opacity: 0.55;
                cursor: not-allowed;
                pointer-events: none;
              `
            : null,
        ]}
      >
        <Icon name="upload" size={18} />
        {label}
      </label>
    </span>
  );
}
