// A page that fails to load (a chunk missing after an update) or to render shows a way forward, never a
// blank screen.
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../components/ErrorPanel';
import { isChunkLoadError } from './chunk-error';

/** A message in the current language (a class component cannot ask for `t` itself). */
function Translated({ text }: { text: string }) {
  const { t } = useTranslation();
  return t(text);
}

interface State {
  error?: unknown;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const chunk = isChunkLoadError(this.state.error);
    return (
      <ErrorPanel
        testId={chunk ? 'chunk-error' : 'render-error'}
        message={<Translated text={chunk ? 'app.chunkFailed' : 'app.renderFailed'} />}
        action={
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            <Translated text="app.reload" />
          </button>
        }
      />
    );
  }
}
