// antd-mobile's global styles (its CSS variables): what its barrel imported with any component.
import 'antd-mobile/es/global';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __adcRoot?: Root };

let installed = false;
const liveRoots = new Set<Root>();

/**
 * antd-mobile renders Toast / Dialog / Modal imperatively with ReactDOM.render, which React 19
 * removed: give it a createRoot-based renderer. Idempotent. It is installed right after the first
 * paint (src/app/app-root.tsx) and by ./dialogs.ts before any dialog, which keeps the
 * legacy render helper out of the first-load bundle.
 */
export function setupAntdRender(): void {
  if (installed) return;
  installed = true;
  unstableSetRender((node, container: Container) => {
    container.__adcRoot ??= createRoot(container);
    const root = container.__adcRoot;
    liveRoots.add(root);
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      unmountRoot(root);
      delete container.__adcRoot;
    };
  });
}

function unmountRoot(root: Root): void {
  if (liveRoots.delete(root)) root.unmount();
}

/**
 * Unmounts every imperatively rendered dialog at once. For test teardown: a dialog left open
 * keeps animating, and its React work must not outlive the test environment.
 */
export function unmountAntdRoots(): void {
  for (const root of [...liveRoots]) unmountRoot(root);
}

/**
 * Renders `element` on a root of its own in a new <div> under <body>, by the renderer above (so
 * test teardown unmounts it with the rest); returns what removes it.
 */
export function renderToBody(element: ReactElement): () => void {
  setupAntdRender();
  const container = document.createElement('div');
  document.body.appendChild(container);
  const unmount = unstableSetRender()(element, container);
  return () => {
    void unmount();
    container.remove();
  };
}
