import { Component, type ReactNode } from 'react';

/**
 * Around a part of a screen whose code loads when wanted (the menu drawer): if that code cannot
 * arrive (the network dropped), the part is left out (or `fallback` stands in its place) instead of
 * taking the page down, and it is tried again once the browser is back online.
 */
export class LazyPartBoundary extends Component<
  { children: ReactNode; fallback?: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
