import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The overlay rules (tooling/eslint/overlays.mjs), run through ESLint's Node API with this
 * package's config: on snippets at virtual paths, and on the client's own overlays, which pass as
 * they are and fail once their useBackToClose / openOverlay call is taken out.
 */
const root = `${path.resolve(import.meta.dirname, '..')}/`;
const BACK = 'adc-overlays/back-to-close';
const IMPERATIVE = 'adc-overlays/imperative-dialogs';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The messages of the overlay rules for `code` at `filePath` (relative to apps/web). */
async function overlayMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter(
    (message) => message.ruleId === BACK || message.ruleId === IMPERATIVE,
  );
}

async function overlayRuleIds(filePath: string, code: string): Promise<string[]> {
  return (await overlayMessages(filePath, code)).map((message) => message.ruleId ?? '');
}

const SHEET = 'src/components/x/x-sheet.tsx';

describe('overlays close on the back gesture', () => {
  it.each([
    [
      'a Popup',
      `import Popup from 'antd-mobile/es/components/popup';\nexport const X = () => <Popup visible />;\n`,
    ],
    [
      'a CenterPopup with a type import beside it',
      `import CenterPopup, { type CenterPopupProps } from 'antd-mobile/es/components/center-popup';\nexport const X = (p: CenterPopupProps) => <CenterPopup {...p} />;\n`,
    ],
    [
      'a declarative Dialog',
      `import Dialog from 'antd-mobile/es/components/dialog';\nexport const X = () => <Dialog visible content="x" />;\n`,
    ],
    [
      'an ActionSheet',
      `import ActionSheet from 'antd-mobile/es/components/action-sheet';\nexport const X = () => <ActionSheet visible actions={[]} />;\n`,
    ],
    [
      'a Modal',
      `import Modal from 'antd-mobile/es/components/modal';\nexport const X = () => <Modal visible />;\n`,
    ],
    [
      'a Picker from a file of its entry',
      `import Picker from 'antd-mobile/es/components/picker/picker';\nexport const X = () => <Picker columns={[]} visible />;\n`,
    ],
    [
      'a DatePicker from the 2x build',
      `import DatePicker from 'antd-mobile/2x/es/components/date-picker';\nexport const X = () => <DatePicker visible />;\n`,
    ],
    [
      'an ImageViewer',
      `import ImageViewer from 'antd-mobile/es/components/image-viewer';\nexport const X = () => <ImageViewer.Multi images={[]} visible />;\n`,
    ],
    [
      'a Popup from the index',
      `import { Popup } from 'antd-mobile';\nexport const X = () => <Popup visible />;\n`,
    ],
    [
      'a Dialog loaded on demand',
      `export const load = () => import('antd-mobile/es/components/dialog');\n`,
    ],
    ['a Popup handed on', `export { default as Sheet } from 'antd-mobile/es/components/popup';\n`],
  ])('rejects %s without useBackToClose', async (_name, code) => {
    const messages = await overlayMessages(SHEET, code);
    expect(messages.map((message) => message.ruleId)).toContain(BACK);
    expect(messages[0]?.message).toContain('useBackToClose(visible, onClose)');
  });

  it.each([
    [
      'a Popup with useBackToClose',
      `import Popup from 'antd-mobile/es/components/popup';\nimport { useBackToClose } from '@/lib/overlay-history';\nexport const X = ({ visible, onClose }: { visible: boolean; onClose: () => void }) => {\n  useBackToClose(visible, onClose);\n  return <Popup visible={visible} />;\n};\n`,
    ],
    [
      'a Mask opened through openOverlay',
      `import Mask from 'antd-mobile/es/components/mask';\nimport { openOverlay } from '@/lib/overlay-history';\nexport const release = openOverlay(() => undefined);\nexport const X = () => <Mask visible />;\n`,
    ],
    [
      'a type-only import',
      `import type { PopupProps } from 'antd-mobile/es/components/popup';\nexport const p: PopupProps = {};\n`,
    ],
    [
      'inline type-only specifiers',
      `import { type DialogProps } from 'antd-mobile/es/components/dialog';\nexport const p: DialogProps = {};\n`,
    ],
    [
      'components that are no overlay (Button, PickerView, Swiper, Toast)',
      `import Button from 'antd-mobile/es/components/button';\nimport PickerView from 'antd-mobile/es/components/picker-view';\nimport Swiper from 'antd-mobile/es/components/swiper';\nimport Toast from 'antd-mobile/es/components/toast';\nToast.show('x');\nexport const all = [Button, PickerView, Swiper];\n`,
    ],
  ])('allows %s', async (_name, code) => {
    expect(await overlayRuleIds(SHEET, code)).toEqual([]);
  });

  it('leaves tests alone (they render overlays to test them)', async () => {
    const code = `import Dialog from 'antd-mobile/es/components/dialog';\nDialog.show({ content: 'x' });\n`;
    expect(await overlayRuleIds('src/components/x/x.test.tsx', code)).toEqual([]);
    expect(await overlayRuleIds('src/test/setup.ts', code)).toEqual([]);
  });
});

describe('imperative dialogs open in src/lib/dialogs.ts', () => {
  it.each([
    ['Dialog.show', `import Dialog from 'antd-mobile/es/components/dialog';`, `Dialog.show({})`],
    ['Dialog.alert', `import Dialog from 'antd-mobile/es/components/dialog';`, `Dialog.alert({})`],
    [
      'Dialog.confirm (renamed)',
      `import D from 'antd-mobile/es/components/dialog';`,
      `D.confirm({})`,
    ],
    ['Modal.show', `import Modal from 'antd-mobile/es/components/modal';`, `Modal.show({})`],
    ['Modal.alert', `import Modal from 'antd-mobile/es/components/modal';`, `Modal.alert({})`],
    [
      'ActionSheet.show',
      `import ActionSheet from 'antd-mobile/es/components/action-sheet';`,
      `ActionSheet.show({ actions: [] })`,
    ],
    [
      'ImageViewer.Multi.show',
      `import ImageViewer from 'antd-mobile/es/components/image-viewer';`,
      `ImageViewer.Multi.show({ images: [] })`,
    ],
    [
      'Picker.prompt',
      `import Picker from 'antd-mobile/es/components/picker';`,
      `void Picker.prompt({ columns: [] })`,
    ],
    ['Dialog.show from the index', `import { Dialog } from 'antd-mobile';`, `Dialog.show({})`],
  ])('refuses %s elsewhere, pointing to lib/dialogs.ts', async (_name, imports, call) => {
    // Even beside an openOverlay call: the entry belongs with the dialog, in lib/dialogs.ts.
    const code = `${imports}\nimport { openOverlay } from '@/lib/overlay-history';\nexport const open = () => {\n  openOverlay(() => undefined);\n  ${call};\n};\n`;
    const messages = await overlayMessages('src/features/plan/components/x.ts', code);
    expect(messages.map((message) => message.ruleId)).toEqual([IMPERATIVE]);
    expect(messages[0]?.message).toContain('src/lib/dialogs.ts');
  });

  it('allows them in src/lib/dialogs.ts, and Dialog.clear anywhere', async () => {
    const dialogs = `import Dialog from 'antd-mobile/es/components/dialog';\nimport { openOverlay } from './overlay-history';\nexport const open = () => {\n  const handler = Dialog.show({});\n  openOverlay(() => handler.close());\n  Dialog.clear();\n};\n`;
    expect(await overlayRuleIds('src/lib/dialogs.ts', dialogs)).toEqual([]);
    expect(
      await overlayRuleIds('src/lib/x.ts', dialogs.replace('Dialog.show({})', '{ close() {} }')),
    ).toEqual([]);
  });
});

/** The client's modules that import an antd-mobile overlay entry. */
function overlayModules(): string[] {
  const src = path.join(root, 'src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(`test${path.sep}`));
  return files
    .filter((file) =>
      /from 'antd-mobile\/es\/components\/(popup|center-popup|dialog|image-viewer|action-sheet|modal|picker|mask)'/.test(
        readFileSync(path.join(src, file), 'utf8'),
      ),
    )
    .map((file) => path.posix.join('src', file.split(path.sep).join('/')));
}

describe("the client's own overlays", () => {
  const modules = overlayModules();

  it('are found (the sheets, popups and dialogs of today)', () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        'src/components/info-sheet/info-sheet.tsx',
        'src/components/pay-password-dialog/pay-password-dialog.tsx',
        'src/lib/dialogs.ts',
        'src/features/plan/components/screenshot-gallery.tsx',
      ]),
    );
  });

  it.each(modules)('%s passes, and fails without its back-gesture call', async (file) => {
    const code = readFileSync(path.join(root, file), 'utf8');
    expect(await overlayRuleIds(file, code)).toEqual([]);
    const without = code.replaceAll(/\b(useBackToClose|openOverlay)\(/g, 'notBackToClose(');
    expect(await overlayRuleIds(file, without)).toContain(BACK);
  });
});
