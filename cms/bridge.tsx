// Sveltia CMS renders custom previews and fields with its own copy of React, in which our
// components' hooks would not work. So what it renders is a class (no hooks) that draws an empty
// element, and our React renders into that element.
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

  // What our React shows for these props. It may wait for data, and then hand back a function that
  // is called only if no later change has been drawn meanwhile (the place for side effects).
  protected abstract draw(props: P): ReactNode | Promise<ReactNode | (() => ReactNode)>;

  componentDidMount() {
    this.root = createRoot(this.node!);
    void this.update();
  }

  componentDidUpdate() {
    void this.update();
  }

  componentWillUnmount() {
    const root = this.root;
    this.root = null;
    // Not while the CMS's React is still rendering.
    setTimeout(() => root?.unmount());
  }

  // Draws again with the same props.
  protected redraw() {
    void this.update();
  }

  private async update() {
    const turn = ++this.turn;
    const content = await this.draw(this.props);
    // A later change has already drawn something newer.
    if (turn !== this.turn || !this.root) return;
    this.root.render(typeof content === 'function' ? content() : content);
  }

  render() {
    return <div ref={(node) => void (this.node = node)} />;
  }
}
