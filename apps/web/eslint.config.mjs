import { fileURLToPath } from 'node:url';
import { clientBoundaries } from '@adc/eslint-config/boundaries';
import { clientOverlays } from '@adc/eslint-config/overlays';
import react from '@adc/eslint-config/react';

/** Every figure a user reads goes through src/lib/format.ts (one format per language). */
const FORMAT_MESSAGE =
  'Format numbers and dates with useFormat() / createFormatter() from src/lib/format.ts.';

export default [
  ...react,
  // No cross-feature imports; app → features → lib/components/hooks/config; kebab-case names.
  ...clientBoundaries({ root: fileURLToPath(new URL('.', import.meta.url)) }),
  // Every antd-mobile sheet, popup and dialog closes on the back gesture (src/lib/overlay-history.ts):
  // its module calls useBackToClose or openOverlay; imperative dialogs open in src/lib/dialogs.ts.
  ...clientOverlays({ dialogs: 'src/lib/dialogs.ts' }),
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/lib/format.ts',
      'src/lib/language.ts',
      'src/lib/time-zone.ts', // the time zone of X-TZ, not a figure shown
      'src/lib/units.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='Intl'][property.name=/^(NumberFormat|DateTimeFormat|RelativeTimeFormat)$/]",
          message: FORMAT_MESSAGE,
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(toLocaleString|toLocaleDateString|toLocaleTimeString|toFixed)$/]',
          message: FORMAT_MESSAGE,
        },
      ],
    },
  },
  {
    // antd-mobile's index imports every component (and each one's CSS): import each component from
    // its own entry, so a page's chunks carry only the components it uses (vite.config.ts).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd-mobile',
              message:
                "Import the component from its entry: import Button from 'antd-mobile/es/components/button'.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
];
