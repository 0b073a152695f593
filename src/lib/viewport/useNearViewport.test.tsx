import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport, type NearViewportOptions } from './useNearViewport';

/** A stand-in IntersectionObserver: the test says when the watched element comes near or goes. */
function fakeObserver() {
  const watched = new Map<Element, IntersectionObserverCallback>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        watched.set(element, this.callback);
      }
      unobserve(element: Element) {
        watched.delete(element);
      }
      disconnect() {}
    },
  );
  return {
    watched,
    move(near: boolean) {
      for (const [target, callback] of watched)
        act(() => callback([{ target, isIntersecting: near } as IntersectionObserverEntry], {} as never));
    },
  };
}

function Probe(options: NearViewportOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, options);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('follows the element as it comes near the screen and goes', () => {
    const screenOf = fakeObserver();
    render(<Probe margin="800px 0px" withoutObserver={false} />);
    expect(screen.getByText('far')).toBeInTheDocument();
    screenOf.move(true);
    expect(screen.getByText('near')).toBeInTheDocument();
    screenOf.move(false);
    expect(screen.getByText('far')).toBeInTheDocument();
  });

  it('with `once`, stays near once it has been, and stops watching', () => {
    const screenOf = fakeObserver();
    render(<Probe margin="200px 0px" once withoutObserver />);
    expect(screen.getByText('far')).toBeInTheDocument();
    screenOf.move(true);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(screenOf.watched.size).toBe(0);
  });

  it('says what it is told to without an IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <>
        <Probe margin="0px" withoutObserver={false} />
        <Probe margin="0px" withoutObserver />
      </>,
    );
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
