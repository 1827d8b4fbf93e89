import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback(retry: () => void): ReactNode;
  onRetry(): void;
  children: ReactNode;
}

/** Keeps a remote's failure inside its own area: the header, footer and other areas go on. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote area failed', error, info.componentStack);
  }

  retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
