import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of a part that threw while rendering (a chart library meeting
 * data it cannot draw), so the rest of the widget keeps working.
 */
export class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
