/**
 * The error boundary of a part of the route tree: a page that fails to draw (or whose chunk fails to load) shows
 * RouteErrorScreen in its place, and the next navigation tries again. The router is the declarative one (app.tsx),
 * whose routes have no `errorElement`: the boundary is an element of the tree, `<RouteErrorBoundary>` around a layout
 * or an `<Outlet />`.
 */
import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorScreen } from './route-error-screen';

type BoundaryProps = { children: ReactNode; location: string };
type BoundaryState = { error: unknown; location: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('render failed') };
  }

  /** A new address clears the error: the failed page is left, and the next one is drawn. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override render() {
    return this.state.error ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children = <Outlet /> }: { children?: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Boundary location={`${pathname}${search}`}>{children}</Boundary>;
}
