import { Component, type ReactNode } from 'react';

interface LoadBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a lazily loaded part that could not be fetched, so the rest of the demo keeps working. */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
