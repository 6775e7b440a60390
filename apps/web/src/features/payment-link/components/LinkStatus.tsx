import { useEffect, useRef } from 'react';

/** One state of a payment link told plainly, with the one thing the guest can do about it, if any. */
export function LinkStatus({
  title,
  message,
  tone = 'info',
  action,
}: {
  title: string;
  message: string;
  tone?: 'info' | 'success';
  action?: { label: string; onClick: () => void };
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <section className="panel payment-link">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className={tone === 'success' ? 'alert alert-success' : 'alert alert-info'} role="status">
        {message}
      </p>
      {action ? (
        <button type="button" className="button" onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </section>
  );
}
