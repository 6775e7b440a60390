import { Component, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { ErrorMessage } from '../components/ErrorMessage';

function RouteErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <main className="startup-error">
      <h1>{t('errors.SYSTEM_ERROR')}</h1>
      <ErrorMessage error={error} />
      <p>
        <a href="/">{t('common.start_over')}</a>
      </p>
    </main>
  );
}

/** Catches what a page throws while rendering, so the guest sees a message and a way back. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <RouteErrorView error={this.state.error} /> : this.props.children;
  }
}
