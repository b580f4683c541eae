/** The toast's shapes (client/ui/toast.tsx, ./toast-item.tsx). */
export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds before it disappears; 0 keeps it until dismissed. Default 5000 (8000 for errors). */
  duration?: number;
  action?: { label: string; onClick: () => void };
}

export interface ToastEntry extends Required<Pick<ToastOptions, 'tone' | 'duration'>> {
  id: number;
  message: string;
  action?: ToastOptions['action'];
}
