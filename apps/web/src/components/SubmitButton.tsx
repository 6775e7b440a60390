import type { ReactNode } from 'react';

/** A form's submit button, held while what it sent is on its way so it is not sent twice. */
export function SubmitButton({ pending, danger = false, children }: { pending: boolean; danger?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={danger ? 'button button-danger' : 'button button-primary'} disabled={pending}>
      {children}
    </button>
  );
}
