import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
  /** Reports the error in place of the default console line (e.g. a CMS section left out). */
  onError?: (error: unknown) => void;
  /** A new value clears a failure caught before it (the site's frame, after a navigation). */
  resetKey?: unknown;
}

/**
 * A part of the page that throws while rendering shows `fallback`; the rest of the page stays, and a new
 * `resetKey` tries the part again.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error);
    else console.error('Una sección del sitio falló al mostrarse', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
