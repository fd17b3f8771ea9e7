// Sveltia CMS's own React would break our hooks: it renders a hook-free class, and our React renders inside.
import { Component, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// The CMS hands values over as Immutable.js collections; our components take plain ones.
export const plain = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === 'function'
    ? (value as { toJS: () => unknown }).toJS()
    : value;

export abstract class OwnReact<P> extends Component<P> {
  private node: HTMLDivElement | null = null;
  private root: Root | null = null;
  private turn = 0;

  // May wait for data, then return a function called only if no later change was drawn (for side effects).
  protected abstract draw(props: P): ReactNode | Promise<ReactNode | (() => ReactNode)>;

  componentDidMount() {
    this.root = createRoot(this.node!);
    void this.redraw();
  }

  componentDidUpdate() {
    void this.redraw();
  }

  componentWillUnmount() {
    const root = this.root;
    this.root = null;
    setTimeout(() => root?.unmount()); // not while the CMS's React is still rendering
  }

  protected async redraw() {
    const turn = ++this.turn;
    const content = await this.draw(this.props);
    if (turn !== this.turn || !this.root) return; // a later change has drawn something newer
    this.root.render(typeof content === 'function' ? content() : content);
  }

  render() {
    return <div ref={(node) => void (this.node = node)} />;
  }
}
