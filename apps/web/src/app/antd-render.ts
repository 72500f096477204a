import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __adcRoot?: Root };

let installed = false;

/**
 * antd-mobile renders Toast / Dialog / Modal imperatively with ReactDOM.render, which React 19
 * removed: give it a createRoot-based renderer. Idempotent. It is installed right after the first
 * paint (src/app/app-root.tsx) and by src/lib/dialogs.ts before any dialog, which keeps the
 * legacy render helper out of the first-load bundle.
 */
export function setupAntdRender(): void {
  if (installed) return;
  installed = true;
  unstableSetRender((node, container: Container) => {
    container.__adcRoot ??= createRoot(container);
    const root = container.__adcRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container.__adcRoot;
    };
  });
}
