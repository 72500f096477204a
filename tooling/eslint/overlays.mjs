/**
 * The phone's back gesture closes the open sheet, popup or dialog instead of leaving the page: each
 * overlay takes a history entry of its own (the client's overlay-history module). Two rules keep
 * every overlay on it:
 * - `adc-overlays/back-to-close`: a module importing an antd-mobile overlay component (a value
 *   import: a type-only one renders nothing) must call `useBackToClose(visible, onClose)` or
 *   `openOverlay(close)`;
 * - `adc-overlays/imperative-dialogs`: the imperative overlays (`Dialog.show` / `alert` / `confirm`,
 *   `Modal.*`, `ActionSheet.show`, `ImageViewer.show`, the pickers' `prompt`) open only in the
 *   client's dialogs module, which gives each one its history entry. Toast is not an overlay.
 * Tested on fixtures and on the client's own overlays (apps/web/src/lint-overlays.test.ts).
 */

/** antd-mobile's overlay components: entry folder → the name the index exports it under. */
const OVERLAYS = {
  'action-sheet': 'ActionSheet',
  'calendar-picker': 'CalendarPicker',
  'cascade-picker': 'CascadePicker',
  cascader: 'Cascader',
  'center-popup': 'CenterPopup',
  'date-picker': 'DatePicker',
  dialog: 'Dialog',
  'image-viewer': 'ImageViewer',
  mask: 'Mask',
  modal: 'Modal',
  picker: 'Picker',
  popup: 'Popup',
};
const OVERLAY_EXPORTS = new Set(Object.values(OVERLAYS));
/** The statics that open an overlay outside React (`clear` only closes them). */
const IMPERATIVE = new Set(['show', 'alert', 'confirm', 'prompt']);
/** Calls that give an overlay its history entry (the client's src/lib/overlay-history.ts). */
const BACK_CALLS = new Set(['useBackToClose', 'openOverlay']);

/** The overlay an import path reaches (`antd-mobile/es/components/popup`, its 2x or cjs copy). */
function overlayEntry(source) {
  const match = /^antd-mobile\/(?:2x\/)?(?:es|cjs)\/components\/([a-z-]+)(?:\/|$)/.exec(source);
  return match && Object.hasOwn(OVERLAYS, match[1]) ? OVERLAYS[match[1]] : undefined;
}

const isIndex = (source) =>
  source === 'antd-mobile' ||
  /^antd-mobile\/(?:2x\/)?(?:es|cjs)(?:\/index(?:\.js)?)?$/.test(source);

function propertyName(member) {
  if (member.type !== 'MemberExpression') return undefined;
  if (!member.computed && member.property.type === 'Identifier') return member.property.name;
  if (member.computed && member.property.type === 'Literal') return String(member.property.value);
  return undefined;
}

/**
 * The overlays an import declaration brings in as values: [{ name, local, node }], where `local`
 * is the binding its statics are called on (undefined for a namespace of the index).
 */
function importedOverlays(node) {
  const source = node.source?.value;
  if (typeof source !== 'string' || node.importKind === 'type') return [];
  const values = (node.specifiers ?? []).filter((specifier) => specifier.importKind !== 'type');
  const entry = overlayEntry(source);
  if (entry) {
    return values.map((specifier) => ({
      name: entry,
      local: specifier.type === 'ImportSpecifier' ? undefined : specifier.local.name,
      node: specifier,
    }));
  }
  if (!isIndex(source)) return [];
  return values.flatMap((specifier) => {
    if (specifier.type === 'ImportNamespaceSpecifier')
      return [{ name: 'antd-mobile', local: undefined, node: specifier }];
    const imported =
      specifier.type === 'ImportSpecifier'
        ? (specifier.imported.name ?? specifier.imported.value)
        : undefined;
    return imported && OVERLAY_EXPORTS.has(imported)
      ? [{ name: imported, local: specifier.local.name, node: specifier }]
      : [];
  });
}

const backToClose = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A module rendering an antd-mobile overlay gives it a history entry (useBackToClose or openOverlay), so the back gesture closes it.',
    },
    schema: [],
    messages: {
      missing:
        "{{name}} is an overlay: call useBackToClose(visible, onClose) in this module (src/lib/overlay-history.ts) so the phone's back gesture closes it instead of leaving the page (or open it through openOverlay, as src/lib/dialogs.ts does).",
    },
  },
  create(context) {
    const overlays = [];
    let backCalled = false;
    const record = (name, node) => overlays.push({ name, node });
    return {
      ImportDeclaration(node) {
        for (const overlay of importedOverlays(node)) record(overlay.name, overlay.node);
      },
      // `export { default } from '…/popup'` hands the component on: the same obligation.
      'ExportNamedDeclaration, ExportAllDeclaration'(node) {
        const source = node.source?.value;
        if (typeof source !== 'string' || node.exportKind === 'type') return;
        const entry = overlayEntry(source);
        if (entry) record(entry, node);
      },
      ImportExpression(node) {
        const source = node.source.type === 'Literal' ? node.source.value : undefined;
        const entry = typeof source === 'string' ? overlayEntry(source) : undefined;
        if (entry) record(entry, node);
      },
      CallExpression(node) {
        const callee = node.callee;
        const name = callee.type === 'Identifier' ? callee.name : propertyName(callee);
        if (name && BACK_CALLS.has(name)) backCalled = true;
      },
      'Program:exit'() {
        if (backCalled) return;
        for (const { name, node } of overlays)
          context.report({ node, messageId: 'missing', data: { name } });
      },
    };
  },
};

const imperativeDialogs = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Imperative antd-mobile overlays (Dialog.show, Modal.*, ActionSheet.show…) open only in the dialogs module, which gives each one a history entry.',
    },
    schema: [
      {
        type: 'object',
        properties: { dialogs: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      imperative:
        '{{call}} opens an overlay the back gesture does not close: use {{dialogs}} (confirmDialog, actionDialog, or a function added there that opens it through showDialog / openOverlay).',
    },
  },
  create(context) {
    const dialogs = context.options[0]?.dialogs ?? 'src/lib/dialogs.ts';
    /** Local binding → overlay name, for each overlay imported as a value. */
    const bindings = new Map();
    return {
      ImportDeclaration(node) {
        for (const overlay of importedOverlays(node))
          if (overlay.local) bindings.set(overlay.local, overlay.name);
      },
      CallExpression(node) {
        const method = propertyName(node.callee);
        if (!method || !IMPERATIVE.has(method)) return;
        let object = node.callee.object;
        // ImageViewer.Multi.show
        if (propertyName(object) === 'Multi') object = object.object;
        if (object.type !== 'Identifier' || !bindings.has(object.name)) return;
        const call = context.sourceCode.getText(node.callee);
        context.report({ node, messageId: 'imperative', data: { call, dialogs } });
      },
    };
  },
};

export const overlaysPlugin = {
  meta: { name: 'adc-overlays' },
  rules: { 'back-to-close': backToClose, 'imperative-dialogs': imperativeDialogs },
};

/**
 * The client's overlay rules on its sources (tests excluded: they render overlays to test them);
 * `dialogs` is the one module where imperative dialogs open.
 */
export function clientOverlays({ src = 'src', dialogs = `${src}/lib/dialogs.ts` } = {}) {
  return [
    {
      files: [`${src}/**/*.{ts,tsx}`],
      ignores: [`${src}/**/*.test.{ts,tsx}`, `${src}/test/**`],
      plugins: { 'adc-overlays': overlaysPlugin },
      rules: {
        'adc-overlays/back-to-close': 'error',
        'adc-overlays/imperative-dialogs': ['error', { dialogs }],
      },
    },
    { files: [dialogs], rules: { 'adc-overlays/imperative-dialogs': 'off' } },
  ];
}
