import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

interface Props {
  onError: (error: unknown) => void;
  fallback: ReactNode;
  children: ReactNode;
}

/** Contains a remote that throws while rendering in the browser (React needs a class for this). */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('remote area failed', error, info.componentStack);
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
