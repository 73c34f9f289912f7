import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouterFallback } from './RouterFallback';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the children after they threw; `reset` renders them again. */
  fallback?: (error: unknown, reset: () => void) => ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
}

const defaultFallback = (error: unknown, reset: () => void) => (
  <RouterFallback error={error} onReset={reset} />
);

/** Catches render errors below it and shows the fallback (by default the error screen with a retry). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  reset = () => this.setState({ failed: false, error: null });

  render() {
    const { fallback = defaultFallback, children } = this.props;
    return this.state.failed ? fallback(this.state.error, this.reset) : children;
  }
}
